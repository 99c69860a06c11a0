import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BulkSaveResponse, FetchChannelVideosResponse } from '@physio/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { YoutubeClient } from '../youtube/youtube-client';
import type { BulkSaveDto, ChannelVideoDto } from './dto/bulk-save.dto';
import { insertedRows } from '../database/inserted-rows';
import { Video } from './entities/video.entity';
import { bareVideo, parseDate, safeCount, type NewVideo } from './video-records';
import { toChannelVideo } from './video.mapper';
import { parseIsoDuration } from '@physio/util';

const INSERT_CHUNK = 100;

@Injectable()
export class ChannelImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly youtube: YoutubeClient,
  ) {}

  /** The channel's uploads, newest first, each flagged `exists` when this professional already saved it. */
  async fetchChannel(ownerId: number, channelName: string): Promise<FetchChannelVideosResponse> {
    const { channel, videos } = await this.youtube.getChannelUploads(channelName);
    const saved = await this.savedIds(
      this.dataSource.manager,
      ownerId,
      videos.map((v) => v.videoId),
    );
    return {
      videos: videos.map((video) => toChannelVideo(video, saved.has(video.videoId))),
      channel: { id: channel.id, title: channel.title },
      ...(this.youtube.notice ? { notice: this.youtube.notice } : {}),
    };
  }

  /** Idempotent: a video already in the library (or twice in the payload) is one row. One transaction. */
  async bulkSave(ownerId: number, dto: BulkSaveDto): Promise<BulkSaveResponse> {
    const unique = [...new Map(dto.videos.map((v) => [v.video_id, v])).values()];
    const created = await this.dataSource.transaction(async (manager) => {
      const saved = await this.savedIds(
        manager,
        ownerId,
        unique.map((v) => v.video_id),
      );
      const now = Date.now();
      // Later items get later timestamps, so the library lists the batch in the order it was sent, newest first.
      const rows = unique.filter((v) => !saved.has(v.video_id)).map((v, i) => toRow(ownerId, v, new Date(now + i)));
      // Another replica may save some of the same videos meanwhile: those conflict and are skipped, not counted.
      let inserted = 0;
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const result = await manager
          .createQueryBuilder()
          .insert()
          .into(Video)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .orIgnore()
          .execute();
        inserted += await insertedRows(manager, result);
      }
      return inserted;
    });
    return { message: bulkMessage(created, unique.length - created) };
  }

  private async savedIds(manager: EntityManager, ownerId: number, videoIds: string[]): Promise<Set<string>> {
    if (videoIds.length === 0) return new Set();
    const rows = await manager.find(Video, {
      select: { videoId: true },
      where: { ownerId, platform: 'youtube', videoId: In(videoIds) },
    });
    return new Set(rows.map((row) => row.videoId));
  }
}

function toRow(ownerId: number, video: ChannelVideoDto, createdAt: Date): NewVideo {
  return {
    ...bareVideo(ownerId, video.video_id, video.title, createdAt),
    durationSeconds: parseIsoDuration(video.duration),
    viewCount: safeCount(video.view_count),
    publishedAt: parseDate(video.published_at),
    thumbnailUrl: video.thumbnail || null,
  };
}

export function bulkMessage(created: number, skipped: number): string {
  const saved = `Saved ${created} ${created === 1 ? 'video' : 'videos'}.`;
  if (skipped === 0) return saved;
  return `${saved} ${skipped} ${skipped === 1 ? 'was' : 'were'} already in your library.`;
}
