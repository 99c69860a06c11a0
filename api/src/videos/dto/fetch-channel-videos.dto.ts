import { ApiProperty } from '@nestjs/swagger';
import type { FetchChannelVideosRequest } from '@physio/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

export class FetchChannelVideosDto implements FetchChannelVideosRequest {
  @ApiProperty({ example: '@physiodemo', description: 'Handle (with or without @), legacy username or channel id.' })
  @Trim()
  @MaxLength(100, { message: 'Channel name must be at most 100 characters long.' })
  @IsNotEmpty({ message: 'Enter a YouTube channel name.' })
  @IsString({ message: 'Enter a YouTube channel name.' })
  channel_name: string;
}
