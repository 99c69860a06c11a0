import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class VideoListQueryDto {
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

  @ApiPropertyOptional({ description: 'true: only videos with at least one exercise; false: only videos without.' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'exercises_extracted must be true or false.' })
  exercises_extracted?: boolean;
}
