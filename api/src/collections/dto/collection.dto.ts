import { ApiProperty } from '@nestjs/swagger';
import type { AddCollectionVideosRequest, CollectionRequest } from '@physio/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation/transforms';

export const MAX_VIDEOS_PER_ADD = 500;

export class CollectionDto implements CollectionRequest {
  @ApiProperty({ example: 'Lower back', maxLength: 100 })
  @Trim()
  @MaxLength(100, { message: 'Collection name must be at most 100 characters long.' })
  @IsNotEmpty({ message: 'Collection name is required.' })
  @IsString({ message: 'Collection name is required.' })
  name: string;
}

export class AddCollectionVideosDto implements AddCollectionVideosRequest {
  @ApiProperty({
    type: [Number],
    description: 'Our ids of videos in this library; ones already in the collection are skipped.',
  })
  @Max(2_147_483_647, { each: true, message: 'Each video id must be a valid id.' })
  @Min(1, { each: true, message: 'Each video id must be a valid id.' })
  @IsInt({ each: true, message: 'Each video id must be a whole number.' })
  @ArrayMaxSize(MAX_VIDEOS_PER_ADD, { message: `At most ${MAX_VIDEOS_PER_ADD} videos can be added at once.` })
  @ArrayMinSize(1, { message: 'Choose at least one video.' })
  @IsArray({ message: 'video_ids must be a list of ids.' })
  video_ids: number[];
}
