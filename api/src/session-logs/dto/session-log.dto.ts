import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SessionLogRequest } from '@physio/contracts';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsIsoDate } from '../../common/validation/is-iso-date';
import { Trim } from '../../common/validation/transforms';
import { MAX_PROGRAM_ITEMS } from '../../programs/dto/program.dto';

const MAX_ID = 2_147_483_647;

export class SessionLogDto implements SessionLogRequest {
  @ApiProperty({ description: 'One of this participant’s assignments.' })
  @Max(MAX_ID, { message: 'assignment_id is not a valid id.' })
  @Min(1, { message: 'assignment_id is not a valid id.' })
  @IsInt({ message: 'assignment_id must be a whole number.' })
  assignment_id: number;

  @ApiProperty({ example: '2026-03-02', description: "The participant's local date of the session, YYYY-MM-DD." })
  @IsIsoDate({ message: 'date must be a date written YYYY-MM-DD.' })
  date: string;

  @ApiProperty({ type: [Number], description: 'Ids of the assignment’s items done in this session.' })
  @ArrayUnique({ message: 'completed_item_ids lists an item twice.' })
  @Max(MAX_ID, { each: true, message: 'completed_item_ids must hold item ids.' })
  @Min(1, { each: true, message: 'completed_item_ids must hold item ids.' })
  @IsInt({ each: true, message: 'completed_item_ids must hold item ids.' })
  @ArrayMaxSize(MAX_PROGRAM_ITEMS, { message: `completed_item_ids can hold at most ${MAX_PROGRAM_ITEMS} items.` })
  @IsArray({ message: 'completed_item_ids must be a list of item ids.' })
  completed_item_ids: number[];

  @ApiProperty({ minimum: 0, maximum: 10, description: '0 = no pain … 10 = worst pain.' })
  @Max(10, { message: 'pain must be from 0 to 10.' })
  @Min(0, { message: 'pain must be from 0 to 10.' })
  @IsInt({ message: 'pain must be a whole number from 0 to 10.' })
  pain: number;

  @ApiProperty({ minimum: 0, maximum: 10, description: '0 = very easy … 10 = hardest.' })
  @Max(10, { message: 'difficulty must be from 0 to 10.' })
  @Min(0, { message: 'difficulty must be from 0 to 10.' })
  @IsInt({ message: 'difficulty must be a whole number from 0 to 10.' })
  difficulty: number;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Trim()
  @MaxLength(2000, { message: 'notes must be at most 2000 characters long.' })
  @IsString({ message: 'notes must be text.' })
  notes?: string;
}
