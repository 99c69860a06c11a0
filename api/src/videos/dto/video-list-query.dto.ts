import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class VideoListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'true: only videos with at least one exercise; false: only videos without.' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'exercises_extracted must be true or false.' })
  exercises_extracted?: boolean;
}
