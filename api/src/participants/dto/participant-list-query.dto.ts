import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ParticipantListQuery } from '@physio/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { Trim } from '../../common/validation/transforms';

export class ParticipantListQueryDto extends PageQueryDto implements ParticipantListQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive text found in the username.' })
  @IsOptional()
  @Trim()
  @MaxLength(150, { message: 'search must be at most 150 characters long.' })
  @IsString({ message: 'search must be text.' })
  search?: string;
}
