import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ExerciseListQuery } from '@physio/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { Trim } from '../../common/validation/transforms';

export class ExerciseListQueryDto extends PageQueryDto implements ExerciseListQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive text found in the exercise title, the video title or a tag.' })
  @IsOptional()
  @Trim()
  @MaxLength(200, { message: 'search must be at most 200 characters long.' })
  @IsString({ message: 'search must be text.' })
  search?: string;
}
