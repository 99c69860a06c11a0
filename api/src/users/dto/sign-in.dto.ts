import { ApiProperty } from '@nestjs/swagger';
import type { SignInRequest } from '@physio/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SignInDto implements SignInRequest {
  @ApiProperty({ example: 'demo.pro' })
  @MaxLength(150, { message: 'Username must be at most 150 characters long.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @IsString({ message: 'Username is required.' })
  username: string;

  @ApiProperty({ example: 'physio-demo-1' })
  @MaxLength(128, { message: 'Password must be at most 128 characters long.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @IsString({ message: 'Password is required.' })
  password: string;
}
