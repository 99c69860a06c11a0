import { ApiProperty } from '@nestjs/swagger';
import type { SaveExercisesRequest } from '@physio/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Trim } from '../../common/validation/transforms';
import { ExerciseInputDto } from './exercise-input.dto';
import { IsYoutubeUrlOf } from './is-youtube-url-of';

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const MAX_EXERCISES_PER_SAVE = 200;

export class SaveExercisesDto implements SaveExercisesRequest {
  @ApiProperty({
    example: 'https://www.youtube.com/watch?v=Lb7xQe2RkPw',
    description: 'A YouTube URL of the video video_id names.',
  })
  @IsYoutubeUrlOf('video_id', { message: 'url must be a YouTube URL of the video video_id names.' })
  @MaxLength(2048, { message: 'url is too long.' })
  @IsString({ message: 'url is required.' })
  url: string;

  @ApiProperty({ example: 'Lb7xQe2RkPw', description: 'The 11-character YouTube id.' })
  @Matches(YOUTUBE_ID, { message: 'video_id must be an 11-character YouTube video id.' })
  @IsString({ message: 'video_id is required.' })
  video_id: string;

  @ApiProperty({ example: 'Lower Back Pain Relief', maxLength: 500 })
  @Trim()
  @MaxLength(500, { message: 'Video title must be at most 500 characters long.' })
  @IsNotEmpty({ message: 'Video title is required.' })
  @IsString({ message: 'Video title is required.' })
  title: string;

  @ApiProperty({ type: [ExerciseInputDto] })
  @Type(() => ExerciseInputDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_EXERCISES_PER_SAVE, {
    message: `At most ${MAX_EXERCISES_PER_SAVE} exercises can be saved at once.`,
  })
  @IsArray({ message: 'exercises must be a list.' })
  exercises: ExerciseInputDto[];
}
