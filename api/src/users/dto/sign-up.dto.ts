import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SignUpRequest } from '@physio/contracts';
import { IsBoolean, IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export class SignUpDto implements SignUpRequest {
  @ApiProperty({ example: 'jane.physio', minLength: 3, maxLength: 150, description: 'Letters, digits and @ . + - _' })
  @Matches(/^[\w.@+-]+$/, { message: 'Username may contain only letters, digits and @ . + - _ characters.' })
  @Length(3, 150, { message: 'Username must be 3 to 150 characters long.' })
  @IsString({ message: 'Username is required.' })
  username: string;

  @ApiProperty({ example: 'jane@example.com' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Email address must be at most 254 characters long.' })
  @IsString({ message: 'Email address is required.' })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @Length(PASSWORD_MIN, PASSWORD_MAX, {
    message: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  })
  @IsString({ message: 'Password is required.' })
  password: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'is_professional must be true or false.' })
  is_professional?: boolean;
}
