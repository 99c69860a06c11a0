import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DetectRequest } from '@physio/contracts';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

/** 2 MB of caption text; the route's body limit (DETECT_BODY_LIMIT) leaves room for JSON escaping. */
export const MAX_CAPTIONS_LENGTH = 2_000_000;
export const INVALID_YOUTUBE_URL = 'Please enter a valid YouTube URL';
export const INVALID_VIDEO_ID = 'video_id must be the id of a video in your library.';
export const VIDEO_MISMATCH = 'video_id and video_url name different videos.';

export class DetectDto implements DetectRequest {
  @ApiProperty({
    example: 'https://www.youtube.com/watch?v=Lb7xQe2RkPw',
    required: false,
    description: 'Required unless video_id names the video.',
  })
  // A video from the library may be named by its id alone.
  @ValidateIf((dto: DetectDto) => dto.video_id == null || dto.video_url !== undefined)
  @Trim()
  @MaxLength(2048, { message: INVALID_YOUTUBE_URL })
  @IsNotEmpty({ message: INVALID_YOUTUBE_URL })
  @IsString({ message: INVALID_YOUTUBE_URL })
  video_url?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    example: 12,
    description: "Our id of a video in this library; detection then reports that video's saved exercises.",
  })
  @IsOptional()
  @Max(2_147_483_647, { message: INVALID_VIDEO_ID })
  @Min(1, { message: INVALID_VIDEO_ID })
  @IsInt({ message: INVALID_VIDEO_ID })
  video_id?: number;

  @ApiPropertyOptional({ description: 'WebVTT or SRT text, used when the video has no chapters (at most 2 MB).' })
  @IsOptional()
  @MaxLength(MAX_CAPTIONS_LENGTH, { message: 'The captions file is too large (2 MB at most).' })
  @IsString({ message: 'captions must be WebVTT or SRT text.' })
  captions?: string;
}
