import { ApiProperty } from '@nestjs/swagger';
import type { AssignmentItemDosage, AssignmentItemInput } from '@physio/contracts';
import { IsInt, Max, Min } from 'class-validator';
import { DosageDto } from './dosage.dto';

const MAX_ID = 2_147_483_647;

export class AssignmentItemInputDto extends DosageDto implements AssignmentItemInput {
  @ApiProperty({ description: 'Id of an item of the program being assigned.' })
  @Max(MAX_ID, { message: 'program_item_id is not a valid id.' })
  @Min(1, { message: 'program_item_id is not a valid id.' })
  @IsInt({ message: 'program_item_id must be a whole number.' })
  program_item_id: number;
}

export class AssignmentItemDosageDto extends DosageDto implements AssignmentItemDosage {
  @ApiProperty({ description: 'Id of an item of this assignment.' })
  @Max(MAX_ID, { message: 'id is not a valid id.' })
  @Min(1, { message: 'id is not a valid id.' })
  @IsInt({ message: 'id must be a whole number.' })
  id: number;
}
