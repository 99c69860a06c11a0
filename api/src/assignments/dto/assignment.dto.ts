import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AssignmentRequest, AssignmentUpdateRequest } from '@physio/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { toInt } from '../../common/pagination/page-query.dto';
import { MAX_PROGRAM_ITEMS } from '../../programs/dto/program.dto';
import { AssignmentItemDosageDto, AssignmentItemInputDto } from './assignment-item.dto';
import { ScheduleDto } from './schedule.dto';

const MAX_ID = 2_147_483_647;

export class AssignmentDto extends ScheduleDto implements AssignmentRequest {
  @ApiProperty({ description: 'A participant linked to this professional.' })
  @Max(MAX_ID, { message: 'participant_id is not a valid id.' })
  @Min(1, { message: 'participant_id is not a valid id.' })
  @IsInt({ message: 'participant_id must be a whole number.' })
  participant_id: number;

  @ApiProperty({ description: "One of this professional's programs." })
  @Max(MAX_ID, { message: 'program_id is not a valid id.' })
  @Min(1, { message: 'program_id is not a valid id.' })
  @IsInt({ message: 'program_id must be a whole number.' })
  program_id: number;

  @ApiPropertyOptional({
    type: [AssignmentItemInputDto],
    description:
      "The program's items to assign, in order, with their dosage; all of them with the defaults when absent.",
  })
  @IsOptional()
  @Type(() => AssignmentItemInputDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_PROGRAM_ITEMS, { message: `An assignment can have at most ${MAX_PROGRAM_ITEMS} items.` })
  @IsArray({ message: 'items must be a list.' })
  items?: AssignmentItemInputDto[];
}

export class AssignmentUpdateDto extends ScheduleDto implements AssignmentUpdateRequest {
  @ApiPropertyOptional({
    type: [AssignmentItemDosageDto],
    description: 'New dosages for items of this assignment, named by id; items left out keep theirs.',
  })
  @IsOptional()
  @Type(() => AssignmentItemDosageDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_PROGRAM_ITEMS, { message: `An assignment can have at most ${MAX_PROGRAM_ITEMS} items.` })
  @IsArray({ message: 'items must be a list.' })
  items?: AssignmentItemDosageDto[];
}

export class AssignmentListQueryDto {
  @ApiPropertyOptional({ description: "Professionals: only this participant's assignments." })
  @IsOptional()
  @Transform(toInt)
  @Max(MAX_ID, { message: 'participant_id is not a valid id.' })
  @Min(1, { message: 'participant_id is not a valid id.' })
  @IsInt({ message: 'participant_id must be a whole number.' })
  participant_id?: number;
}
