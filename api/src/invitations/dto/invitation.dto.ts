import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AcceptInvitationRequest, InvitationRequest } from '@physio/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { CODE_LENGTH, normalizeInvitationCode } from '../invitation-code';

export class InvitationDto implements InvitationRequest {
  @ApiPropertyOptional({ example: 'sam@example.com', description: 'Whom the invitation is for; a reminder only.' })
  @IsOptional()
  @Trim()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Email address must be at most 254 characters long.' })
  @IsString({ message: 'Email address must be text.' })
  email?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @Trim()
  @MaxLength(500, { message: 'note must be at most 500 characters long.' })
  @IsString({ message: 'note must be text.' })
  note?: string;
}

export class AcceptInvitationDto implements AcceptInvitationRequest {
  @ApiProperty({ example: 'K7MQ2XW9RT', description: 'The 10-character code; spaces, dashes and case are ignored.' })
  @Transform(({ value }) => (typeof value === 'string' ? normalizeInvitationCode(value) : value))
  @Matches(new RegExp(`^[A-Z0-9]{${CODE_LENGTH}}$`), {
    message: `The invitation code has ${CODE_LENGTH} letters and digits.`,
  })
  @IsNotEmpty({ message: 'Enter the invitation code.' })
  @IsString({ message: 'Enter the invitation code.' })
  code: string;
}
