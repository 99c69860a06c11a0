import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DetectResponse } from '@physio/contracts';
import { isYoutubeUrl, parseYoutubeVideoId } from '@physio/util';
import { Repository } from 'typeorm';
import { badRequest, notFound } from '../common/errors/api-exception';
import { ExerciseReader } from '../exercises/exercise-reader';
import { Video } from '../videos/entities/video.entity';
import { VIDEO_NOT_FOUND } from '../videos/videos.service';
import { YoutubeClient } from '../youtube/youtube-client';
import { detectExercises } from './engine';
import { INVALID_YOUTUBE_URL, VIDEO_MISMATCH, type DetectDto } from './dto/detect.dto';

@Injectable()
export class DetectService {
  constructor(
    private readonly youtube: YoutubeClient,
    private readonly exercises: ExerciseReader,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
  ) {}

  /**
   * Reads the video from YouTube, takes uploaded captions (else the catalogue's, offline), and marks exercises whose
   * title is already saved on this professional's copy of the video, so no client has to work that out itself.
   */
  async detect(ownerId: number, dto: DetectDto): Promise<DetectResponse> {
    const videoId = await this.youtubeVideoId(ownerId, dto);
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

  /** The YouTube id named by the URL, by the library video, or by both when they agree. */
  private async youtubeVideoId(ownerId: number, dto: DetectDto): Promise<string> {
    const fromUrl = dto.video_url === undefined ? undefined : parseVideoUrl(dto.video_url);
    if (dto.video_id == null) {
      if (fromUrl === undefined) throw badRequest(INVALID_YOUTUBE_URL, { video_url: [INVALID_YOUTUBE_URL] });
      return fromUrl;
    }
    // Another professional's video is reported exactly like a missing one.
    const saved = await this.videos.findOne({ where: { id: dto.video_id, ownerId }, select: ['platform', 'videoId'] });
    if (!saved) throw notFound(VIDEO_NOT_FOUND);
    if (saved.platform !== 'youtube') throw badRequest(INVALID_YOUTUBE_URL, { video_id: [INVALID_YOUTUBE_URL] });
    if (fromUrl !== undefined && fromUrl !== saved.videoId) {
      throw badRequest(VIDEO_MISMATCH, { video_url: [VIDEO_MISMATCH] });
    }
    return saved.videoId;
  }
}

/** The URL must name YouTube; a bare 11-character id is accepted too. */
function parseVideoUrl(text: string): string {
  const id = parseYoutubeVideoId(text);
  if (!id || (text.trim() !== id && !isYoutubeUrl(text))) {
    throw badRequest(INVALID_YOUTUBE_URL, { video_url: [INVALID_YOUTUBE_URL] });
  }
  return id;
}
