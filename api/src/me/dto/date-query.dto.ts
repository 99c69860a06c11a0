import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsIsoDate } from '../../common/validation/is-iso-date';

export class DateQueryDto {
  @ApiPropertyOptional({
    example: '2026-03-02',
    description: "The participant's local date, YYYY-MM-DD; today in UTC when absent.",
  })
  @IsOptional()
  @IsIsoDate({ message: 'date must be a date written YYYY-MM-DD.' })
  date?: string;
}
