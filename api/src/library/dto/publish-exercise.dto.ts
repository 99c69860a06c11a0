import { ApiProperty } from '@nestjs/swagger';
import type { ProgramDifficulty, PublishExerciseRequest } from '@physio/contracts';
import { LIBRARY_LIMITS } from '@physio/util';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
} from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { BODY_PART_SLUGS, CATEGORY_SLUGS, CONDITION_SLUGS, DIFFICULTY_SLUGS } from '../library-terms';

const L = LIBRARY_LIMITS;
/** Trims each text of a list; other values pass through for the validators to reject. */
const TrimEach = () =>
  Transform(({ value }) =>
    Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value,
  );

/** What a patient reads beside the segment; every term is a slug of the library vocabulary (@physio/util). */
export class PublishExerciseDto implements PublishExerciseRequest {
  @ApiProperty({ example: 'Seated knee flexion', maxLength: L.titleMax })
  @Trim()
  @MaxLength(L.titleMax, { message: `Title must be at most ${L.titleMax} characters long.` })
  @IsNotEmpty({ message: 'Title is required.' })
  @IsString({ message: 'Title is required.' })
  title: string;

  @ApiProperty({ maxLength: L.descriptionMax })
  @Trim()
  @MaxLength(L.descriptionMax, { message: `Description must be at most ${L.descriptionMax} characters long.` })
  @IsNotEmpty({ message: 'Description is required.' })
  @IsString({ message: 'Description is required.' })
  description: string;

  @ApiProperty({ type: [String], minItems: L.instructionsMin, maxItems: L.instructionsMax, description: 'In order.' })
  @TrimEach()
  @MaxLength(L.instructionMax, {
    each: true,
    message: `Each instruction must be at most ${L.instructionMax} characters long.`,
  })
  @IsNotEmpty({ each: true, message: 'Instructions cannot have an empty step.' })
  @IsString({ each: true, message: 'Each instruction must be text.' })
  @ArrayMaxSize(L.instructionsMax, { message: `Instructions can have at most ${L.instructionsMax} steps.` })
  @ArrayMinSize(L.instructionsMin, { message: 'Instructions need at least one step.' })
  @IsArray({ message: 'Instructions must be a list of steps.' })
  instructions: string[];

  @ApiProperty({ maxLength: L.safetyTipMax })
  @Trim()
  @MaxLength(L.safetyTipMax, { message: `Safety tip must be at most ${L.safetyTipMax} characters long.` })
  @IsNotEmpty({ message: 'Safety tip is required.' })
  @IsString({ message: 'Safety tip is required.' })
  safety_tip: string;

  @ApiProperty({ description: 'A body part slug of the library vocabulary (@physio/util).', example: 'knee' })
  @IsIn(BODY_PART_SLUGS, { message: 'Body part must be one of the library body parts.' })
  body_part: string;

  @ApiProperty({ description: 'A category slug of the library vocabulary.', example: 'rehabilitation' })
  @IsIn(CATEGORY_SLUGS, { message: 'Category must be one of the library categories.' })
  category: string;

  @ApiProperty({
    type: [String],
    maxItems: L.conditionsMax,
    description: 'Condition slugs of the library vocabulary.',
    example: ['knee-pain'],
  })
  @IsIn(CONDITION_SLUGS, { each: true, message: 'Each condition must be one of the library conditions.' })
  @ArrayUnique({ message: 'Conditions cannot repeat.' })
  @ArrayMaxSize(L.conditionsMax, { message: `Conditions can have at most ${L.conditionsMax} entries.` })
  @IsArray({ message: 'Conditions must be a list.' })
  conditions: string[];

  @ApiProperty({ enum: DIFFICULTY_SLUGS })
  @IsIn(DIFFICULTY_SLUGS, { message: 'Difficulty must be beginner, intermediate or advanced.' })
  difficulty: ProgramDifficulty;
}
