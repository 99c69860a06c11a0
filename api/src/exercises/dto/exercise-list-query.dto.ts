import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ExerciseListQuery } from '@physio/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../videos/dto/video-list-query.dto';

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

export class ExerciseListQueryDto implements ExerciseListQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive text found in the exercise title, the video title or a tag.' })
  @IsOptional()
  @Trim()
  @MaxLength(200, { message: 'search must be at most 200 characters long.' })
  @IsString({ message: 'search must be text.' })
  search?: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'page must be 1 or more.' })
  @IsInt({ message: 'page must be a whole number.' })
  page: number = 1;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Larger values are capped at 100.' })
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'page_size must be 1 or more.' })
  @IsInt({ message: 'page_size must be a whole number.' })
  page_size: number = DEFAULT_PAGE_SIZE;
}
