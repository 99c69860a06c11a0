import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DosageSide, ExerciseInput } from '@physio/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_REPS, MAX_SECONDS_PER_STEP, MAX_SETS } from '../../assignments/dto/dosage.dto';
import { IsGreaterThan } from '../../common/validation/is-greater-than';
import { Trim } from '../../common/validation/transforms';
import { TAG_MAX_LENGTH } from '../tag-names';

/** Time fields: minutes 0–999, seconds 0–59. */
export const MAX_SECONDS = 999 * 60 + 59;
export const MAX_TAGS = 20;
export const DOSAGE_SIDES: readonly DosageSide[] = ['each', 'left', 'right', 'both'];

export class ExerciseInputDto implements ExerciseInput {
  @ApiProperty({ example: 'Glute bridge', maxLength: 200 })
  @Trim()
  @MaxLength(200, { message: 'Exercise title must be at most 200 characters long.' })
  @IsNotEmpty({ message: 'Exercise title is required.' })
  @IsString({ message: 'Exercise title is required.' })
  title: string;

  @ApiProperty({
    description: 'Whole seconds from the start of the video.',
    example: 30,
    minimum: 0,
    maximum: MAX_SECONDS,
  })
  @Max(MAX_SECONDS, { message: `start_time must be at most ${MAX_SECONDS} seconds.` })
  @Min(0, { message: 'start_time cannot be negative.' })
  @IsInt({ message: 'start_time must be a whole number of seconds.' })
  start_time: number;

  @ApiProperty({ description: 'Whole seconds; greater than start_time.', example: 95, maximum: MAX_SECONDS })
  @IsGreaterThan('start_time', { message: 'End time must be after the start time.' })
  @Max(MAX_SECONDS, { message: `end_time must be at most ${MAX_SECONDS} seconds.` })
  @IsInt({ message: 'end_time must be a whole number of seconds.' })
  end_time: number;

  @ApiPropertyOptional({
    type: [String],
    example: ['glute bridge', 'hips'],
    description: 'Tag names; the first is the type.',
  })
  @IsOptional()
  @MaxLength(TAG_MAX_LENGTH, { each: true, message: `Each tag must be at most ${TAG_MAX_LENGTH} characters long.` })
  @IsString({ each: true, message: 'Each tag must be text.' })
  @ArrayMaxSize(MAX_TAGS, { message: `An exercise can have at most ${MAX_TAGS} tags.` })
  @IsArray({ message: 'tags must be a list of names.' })
  tags: string[] = [];

  // Dosage the video states (detection reads it), kept so that assigning the exercise starts from it. The limits are
  // the care loop's, so a saved dosage is always one an assignment accepts.
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_SETS, example: 3 })
  @IsOptional()
  @Max(MAX_SETS, { message: `sets must be at most ${MAX_SETS}.` })
  @Min(1, { message: 'sets must be at least 1.' })
  @IsInt({ message: 'sets must be a whole number.' })
  sets?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_REPS, example: 10 })
  @IsOptional()
  @Max(MAX_REPS, { message: `reps must be at most ${MAX_REPS}.` })
  @Min(1, { message: 'reps must be at least 1.' })
  @IsInt({ message: 'reps must be a whole number.' })
  reps?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_SECONDS_PER_STEP, example: 30 })
  @IsOptional()
  @Max(MAX_SECONDS_PER_STEP, { message: `hold_seconds must be at most ${MAX_SECONDS_PER_STEP}.` })
  @Min(0, { message: 'hold_seconds cannot be negative.' })
  @IsInt({ message: 'hold_seconds must be a whole number of seconds.' })
  hold_seconds?: number;

  @ApiPropertyOptional({ enum: DOSAGE_SIDES })
  @IsOptional()
  @IsIn(DOSAGE_SIDES, { message: `side must be one of: ${DOSAGE_SIDES.join(', ')}.` })
  side?: DosageSide;
}
