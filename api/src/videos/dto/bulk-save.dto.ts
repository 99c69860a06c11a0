import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BulkSaveRequest } from '@physio/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { YOUTUBE_ID } from '../../exercises/dto/save-exercises.dto';

export const MAX_BULK_VIDEOS = 500;

/** A channel video as fetch_channel_videos returned it. */
export class ChannelVideoDto {
  @ApiProperty({ example: 'Lb7xQe2RkPw' })
  @Matches(YOUTUBE_ID, { message: 'video_id must be an 11-character YouTube video id.' })
  @IsString({ message: 'video_id is required.' })
  video_id: string;

  @ApiProperty()
  @Trim()
  @MaxLength(500, { message: 'title must be at most 500 characters long.' })
  @IsNotEmpty({ message: 'title is required.' })
  @IsString({ message: 'title is required.' })
  title: string;

  @ApiPropertyOptional({ description: 'Thumbnail URL.' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== '')
  @MaxLength(2048)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'thumbnail must be an http(s) URL.' })
  thumbnail?: string;

  @ApiPropertyOptional({ example: 'PT4M13S' })
  @IsOptional()
  @MaxLength(40)
  @Matches(/^P[0-9WDTHMS.]*$/, { message: 'duration must be an ISO-8601 duration such as PT4M13S.' })
  @IsString()
  duration?: string;

  @ApiPropertyOptional({ example: '1234', description: 'A string of digits (a number is accepted too).' })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value,
  )
  @Matches(/^\d{1,19}$/, { message: 'view_count must be a whole number.' })
  @IsString({ message: 'view_count must be a whole number.' })
  view_count?: string;

  @ApiPropertyOptional({ example: '2024-03-01T10:00:00Z' })
  @IsOptional()
  @IsISO8601({}, { message: 'published_at must be an ISO-8601 date.' })
  published_at?: string;

  @ApiPropertyOptional({ description: 'Ignored: the server decides what is already saved.' })
  @IsOptional()
  @IsBoolean()
  exists?: boolean;
}

export class BulkSaveDto implements BulkSaveRequest {
  @ApiProperty({ type: [ChannelVideoDto], maxItems: MAX_BULK_VIDEOS })
  @Type(() => ChannelVideoDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_BULK_VIDEOS, { message: `At most ${MAX_BULK_VIDEOS} videos can be saved at once.` })
  @ArrayMinSize(1, { message: 'Please select videos to save' })
  @IsArray({ message: 'videos must be a list.' })
  videos: ChannelVideoDto[];
}
