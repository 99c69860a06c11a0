import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProgramDifficulty, ProgramRequest, ProgramStatus } from '@physio/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { ProgramItemInputDto } from './program-item-input.dto';

export const DIFFICULTIES: ProgramDifficulty[] = ['beginner', 'intermediate', 'advanced'];
export const STATUSES: ProgramStatus[] = ['draft', 'active'];
export const MAX_PROGRAM_ITEMS = 100;

export class ProgramDto implements ProgramRequest {
  @ApiProperty({ example: 'Lower back recovery', maxLength: 200 })
  @Trim()
  @MaxLength(200, { message: 'Program title must be at most 200 characters long.' })
  @IsNotEmpty({ message: 'Program title is required.' })
  @IsString({ message: 'Program title is required.' })
  title: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @MaxLength(5000, { message: 'Program description must be at most 5000 characters long.' })
  @IsNotEmpty({ message: 'Program description is required.' })
  @IsString({ message: 'Program description is required.' })
  description: string;

  @ApiProperty({ enum: DIFFICULTIES })
  @IsIn(DIFFICULTIES, { message: 'difficulty must be beginner, intermediate or advanced.' })
  difficulty: ProgramDifficulty;

  @ApiPropertyOptional({ enum: STATUSES, default: 'draft' })
  @IsOptional()
  @IsIn(STATUSES, { message: 'status must be draft or active.' })
  status?: ProgramStatus;

  @ApiProperty({ type: [ProgramItemInputDto], description: 'In order; replaces every item on update.' })
  @Type(() => ProgramItemInputDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_PROGRAM_ITEMS, { message: `A program can have at most ${MAX_PROGRAM_ITEMS} items.` })
  @IsArray({ message: 'items must be a list.' })
  items: ProgramItemInputDto[];
}
