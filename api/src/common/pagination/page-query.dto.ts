import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Query strings are text: whole numbers become numbers, anything else is left for the validators to refuse. */
export const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/** `?page=&page_size=` of every paginated list; list queries extend it with their own filters. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'page must be 1 or more.' })
  @IsInt({ message: 'page must be a whole number.' })
  page: number = 1;

  @ApiPropertyOptional({
    default: DEFAULT_PAGE_SIZE,
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    description: 'Larger values are capped at 100.',
  })
  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'page_size must be 1 or more.' })
  @IsInt({ message: 'page_size must be a whole number.' })
  page_size: number = DEFAULT_PAGE_SIZE;
}
