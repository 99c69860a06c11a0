import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsIsoDate } from '../../common/validation/is-iso-date';
import { IsNotBefore } from '../../common/validation/is-not-before';

/** When an assignment runs: the fields POST and PUT share. */
export class ScheduleDto {
  @ApiProperty({ example: '2026-03-02', description: 'First day, YYYY-MM-DD.' })
  @IsIsoDate({ message: 'start_date must be a date written YYYY-MM-DD.' })
  start_date: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-04-26',
    description: 'Last day (included), YYYY-MM-DD; null or absent runs until ended.',
  })
  @IsOptional()
  @IsNotBefore('start_date', { message: 'end_date cannot be before start_date.' })
  @IsIsoDate({ message: 'end_date must be a date written YYYY-MM-DD.' })
  end_date?: string | null;

  @ApiProperty({ type: [Number], example: [1, 3, 5], description: 'ISO weekdays: 1 = Monday … 7 = Sunday.' })
  @ArrayUnique({ message: 'days_of_week lists a weekday twice.' })
  @Max(7, { each: true, message: 'days_of_week holds weekdays 1 (Monday) to 7 (Sunday).' })
  @Min(1, { each: true, message: 'days_of_week holds weekdays 1 (Monday) to 7 (Sunday).' })
  @IsInt({ each: true, message: 'days_of_week holds weekdays 1 (Monday) to 7 (Sunday).' })
  @ArrayMaxSize(7, { message: 'days_of_week holds at most the 7 weekdays.' })
  @ArrayNotEmpty({ message: 'Choose at least one weekday in days_of_week.' })
  @IsArray({ message: 'days_of_week must be a list of weekdays (1 = Monday … 7 = Sunday).' })
  days_of_week: number[];
}
