import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Length, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

export class ContactMessageDto {
  @ApiProperty({ example: 'Jane Doe', maxLength: 100 })
  @Trim()
  @Length(1, 100, { message: 'Name is required and must be at most 100 characters long.' })
  @IsString({ message: 'Name is required.' })
  name: string;

  @ApiProperty({ example: 'jane@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Email address must be at most 254 characters long.' })
  @IsString({ message: 'Email address is required.' })
  email: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @Length(1, 5000, { message: 'Message is required and must be at most 5000 characters long.' })
  @IsString({ message: 'Message is required.' })
  message: string;
}
