import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DetectRequest } from '@physio/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

/** 2 MB of caption text; the route's body limit (DETECT_BODY_LIMIT) leaves room for JSON escaping. */
export const MAX_CAPTIONS_LENGTH = 2_000_000;
export const INVALID_YOUTUBE_URL = 'Please enter a valid YouTube URL';

export class DetectDto implements DetectRequest {
  @ApiProperty({ example: 'https://www.youtube.com/watch?v=Lb7xQe2RkPw' })
  @Trim()
  @MaxLength(2048, { message: INVALID_YOUTUBE_URL })
  @IsNotEmpty({ message: INVALID_YOUTUBE_URL })
  @IsString({ message: INVALID_YOUTUBE_URL })
  video_url: string;

  @ApiPropertyOptional({ description: 'WebVTT or SRT text, used when the video has no chapters (at most 2 MB).' })
  @IsOptional()
  @MaxLength(MAX_CAPTIONS_LENGTH, { message: 'The captions file is too large (2 MB at most).' })
  @IsString({ message: 'captions must be WebVTT or SRT text.' })
  captions?: string;
}
