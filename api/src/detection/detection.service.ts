import { Injectable } from '@nestjs/common';
import type { DetectResponse } from '@physio/contracts';
import { isYoutubeUrl, parseYoutubeVideoId } from '@physio/util';
import { badRequest } from '../common/errors/api-exception';
import { ExerciseReader } from '../exercises/exercise-reader';
import { YoutubeClient } from '../youtube/youtube-client';
import { detectExercises } from './engine';
import { INVALID_YOUTUBE_URL, type DetectDto } from './dto/detect.dto';

@Injectable()
export class DetectionService {
  constructor(
    private readonly youtube: YoutubeClient,
    private readonly exercises: ExerciseReader,
  ) {}

  /**
   * Reads the video from YouTube, takes uploaded captions (else the catalogue's, offline), and marks exercises whose
   * title is already saved on this professional's copy of the video.
   */
  async detect(ownerId: number, dto: DetectDto): Promise<DetectResponse> {
    const videoId = parseVideoId(dto.video_url);
    const video = await this.youtube.getVideo(videoId);
    const captions = dto.captions?.trim() ? dto.captions : ((await this.youtube.getCaptions(videoId)) ?? undefined);
    const existingTitles = await this.exercises.titlesOnOwnersVideo(ownerId, videoId);
    const result = detectExercises({
      title: video.title,
      description: video.description,
      durationSeconds: video.durationSeconds,
      captions,
      existingTitles,
    });
    return {
      video_id: video.videoId,
      video_title: video.title,
      exercises: result.exercises,
      source: result.source,
      message: result.message,
      ...(this.youtube.notice ? { notice: this.youtube.notice } : {}),
    };
  }
}

/** The URL must name YouTube; a bare 11-character id is accepted too. */
function parseVideoId(text: string): string {
  const id = parseYoutubeVideoId(text);
  if (!id || (text.trim() !== id && !isYoutubeUrl(text))) {
    throw badRequest(INVALID_YOUTUBE_URL, { video_url: [INVALID_YOUTUBE_URL] });
  }
  return id;
}
