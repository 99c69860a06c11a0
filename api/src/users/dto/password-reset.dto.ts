import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { PASSWORD_MAX, PASSWORD_MIN } from './sign-up.dto';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'jane@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Email address must be at most 254 characters long.' })
  @IsString({ message: 'Email address is required.' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link.' })
  @Length(16, 200, { message: 'This reset link is invalid or has expired.' })
  @IsString({ message: 'This reset link is invalid or has expired.' })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @Length(PASSWORD_MIN, PASSWORD_MAX, {
    message: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  })
  @IsString({ message: 'Password is required.' })
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ description: 'The password in use now.' })
  @MaxLength(PASSWORD_MAX, { message: 'Your current password is not correct.' })
  @IsString({ message: 'Your current password is required.' })
  current_password: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @Length(PASSWORD_MIN, PASSWORD_MAX, {
    message: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  })
  @IsString({ message: 'Password is required.' })
  new_password: string;
}
