import { ApiProperty } from '@nestjs/swagger';
import type { PublishProgramRequest } from '@physio/contracts';
import { LIBRARY_LIMITS } from '@physio/util';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

const L = LIBRARY_LIMITS;

export class PublishProgramDto implements PublishProgramRequest {
  @ApiProperty({ example: 'Knee: first two weeks', maxLength: L.titleMax })
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
}
