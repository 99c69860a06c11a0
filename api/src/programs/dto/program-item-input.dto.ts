import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProgramItemInput } from '@physio/contracts';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsGreaterThan } from '../../common/validation/is-greater-than';
import { Trim } from '../../common/validation/transforms';
import { MAX_SECONDS } from '../../exercises/dto/exercise-input.dto';

const MAX_ID = 2_147_483_647;

export class ProgramItemInputDto implements ProgramItemInput {
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Id of a saved exercise; null for a bare video segment.',
  })
  @IsOptional()
  @Max(MAX_ID, { message: 'exercise_id is not a valid id.' })
  @Min(1, { message: 'exercise_id is not a valid id.' })
  @IsInt({ message: 'exercise_id must be a whole number.' })
  exercise_id?: number | null;

  @ApiProperty({ description: 'Our id of a video in this library.' })
  @Max(MAX_ID, { message: 'video_id is not a valid id.' })
  @Min(1, { message: 'video_id is not a valid id.' })
  @IsInt({ message: 'video_id must be a whole number.' })
  video_id: number;

  @ApiProperty({ minimum: 0, maximum: MAX_SECONDS })
  @Max(MAX_SECONDS, { message: `start_time must be at most ${MAX_SECONDS} seconds.` })
  @Min(0, { message: 'start_time cannot be negative.' })
  @IsInt({ message: 'start_time must be a whole number of seconds.' })
  start_time: number;

  @ApiProperty({ maximum: MAX_SECONDS, description: 'Greater than start_time.' })
  @IsGreaterThan('start_time', { message: 'End time must be after the start time.' })
  @Max(MAX_SECONDS, { message: `end_time must be at most ${MAX_SECONDS} seconds.` })
  @IsInt({ message: 'end_time must be a whole number of seconds.' })
  end_time: number;

  @ApiProperty({ maxLength: 200 })
  @Trim()
  @MaxLength(200, { message: 'Item title must be at most 200 characters long.' })
  @IsNotEmpty({ message: 'Item title is required.' })
  @IsString({ message: 'Item title is required.' })
  title: string;
}
