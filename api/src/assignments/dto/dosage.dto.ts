import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

/** The dose of one exercise; what the professional leaves out takes DEFAULT_DOSAGE (or keeps its value on update). */
export const DEFAULT_DOSAGE = { sets: 3, reps: 10, hold_seconds: 0, rest_seconds: 30, notes: '' } as const;
export const MAX_SETS = 20;
export const MAX_REPS = 100;
export const MAX_SECONDS_PER_STEP = 600;

export class DosageDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_SETS, default: DEFAULT_DOSAGE.sets })
  @IsOptional()
  @Max(MAX_SETS, { message: `sets must be at most ${MAX_SETS}.` })
  @Min(1, { message: 'sets must be at least 1.' })
  @IsInt({ message: 'sets must be a whole number.' })
  sets?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_REPS, default: DEFAULT_DOSAGE.reps })
  @IsOptional()
  @Max(MAX_REPS, { message: `reps must be at most ${MAX_REPS}.` })
  @Min(1, { message: 'reps must be at least 1.' })
  @IsInt({ message: 'reps must be a whole number.' })
  reps?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_SECONDS_PER_STEP, default: DEFAULT_DOSAGE.hold_seconds })
  @IsOptional()
  @Max(MAX_SECONDS_PER_STEP, { message: `hold_seconds must be at most ${MAX_SECONDS_PER_STEP}.` })
  @Min(0, { message: 'hold_seconds cannot be negative.' })
  @IsInt({ message: 'hold_seconds must be a whole number of seconds.' })
  hold_seconds?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_SECONDS_PER_STEP, default: DEFAULT_DOSAGE.rest_seconds })
  @IsOptional()
  @Max(MAX_SECONDS_PER_STEP, { message: `rest_seconds must be at most ${MAX_SECONDS_PER_STEP}.` })
  @Min(0, { message: 'rest_seconds cannot be negative.' })
  @IsInt({ message: 'rest_seconds must be a whole number of seconds.' })
  rest_seconds?: number;

  @ApiPropertyOptional({ maxLength: 1000, default: '' })
  @IsOptional()
  @Trim()
  @MaxLength(1000, { message: 'notes must be at most 1000 characters long.' })
  @IsString({ message: 'notes must be text.' })
  notes?: string;
}
