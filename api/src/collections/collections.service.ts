import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Collection as CollectionJson } from '@physio/contracts';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { badRequest, conflict, notFound } from '../common/errors/api-exception';
import { Video } from '../videos/entities/video.entity';
import type { AddCollectionVideosDto, CollectionDto } from './dto/collection.dto';
import { CollectionVideo } from './entities/collection-video.entity';
import { Collection } from './entities/collection.entity';

export const COLLECTION_NOT_FOUND = 'Collection not found.';
export const DUPLICATE_NAME = 'You already have a collection with this name.';

@Injectable()
export class CollectionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Alphabetical, as a picker lists them. */
  async list(ownerId: number): Promise<CollectionJson[]> {
    const rows = await this.dataSource
      .getRepository(Collection)
      .find({ where: { ownerId }, order: { nameNormalized: 'ASC', id: 'ASC' } });
    const links = rows.length
      ? await this.dataSource
          .getRepository(CollectionVideo)
          .find({ where: { collectionId: In(rows.map((c) => c.id)) }, order: { position: 'ASC' } })
      : [];
    return rows.map((row) =>
      toJson(
        row,
        links.filter((link) => link.collectionId === row.id),
      ),
    );
  }

  async create(ownerId: number, dto: CollectionDto): Promise<CollectionJson> {
    return this.dataSource.transaction(async (manager) => {
      await this.checkUnique(manager, ownerId, dto.name);
      const now = new Date();
      const row = manager.create(Collection, {
        ownerId,
        name: dto.name,
        nameNormalized: normalize(dto.name),
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(Collection, row);
      return toJson(row, []);
    });
  }

  async rename(ownerId: number, id: number, dto: CollectionDto): Promise<CollectionJson> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findOwned(manager, ownerId, id);
      await this.checkUnique(manager, ownerId, dto.name, id);
      const changes = { name: dto.name, nameNormalized: normalize(dto.name), updatedAt: new Date() };
      await manager.update(Collection, { id }, changes);
      return toJson({ ...row, ...changes }, await this.linksOf(manager, id));
    });
  }

  async remove(ownerId: number, id: number): Promise<{ message: string }> {
    await this.findOwned(this.dataSource.manager, ownerId, id);
    await this.dataSource.getRepository(Collection).delete({ id, ownerId });
    return { message: 'ok' };
  }

  /** Appends videos not yet in the collection, keeping the order given. */
  async addVideos(ownerId: number, id: number, dto: AddCollectionVideosDto): Promise<CollectionJson> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findOwned(manager, ownerId, id);
      const wanted = [...new Set(dto.video_ids)];
      const owned = await manager.find(Video, { select: { id: true }, where: { id: In(wanted), ownerId } });
      const ownedIds = new Set(owned.map((v) => v.id));
      const missing = wanted.filter((videoId) => !ownedIds.has(videoId));
      if (missing.length)
        throw badRequest('Some videos are not in your library.', {
          video_ids: [`Unknown video ids: ${missing.join(', ')}.`],
        });
      const links = await this.linksOf(manager, id);
      const present = new Set(links.map((link) => link.videoId));
      let position = links.reduce((max, link) => Math.max(max, link.position + 1), 0);
      const added = wanted
        .filter((videoId) => !present.has(videoId))
        .map((videoId) => ({ collectionId: id, videoId, position: position++ }));
      if (added.length) await manager.insert(CollectionVideo, added);
      const updatedAt = new Date();
      await manager.update(Collection, { id }, { updatedAt });
      return toJson({ ...row, updatedAt }, [...links, ...added]);
    });
  }

  async removeVideo(ownerId: number, id: number, videoId: number): Promise<CollectionJson> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.findOwned(manager, ownerId, id);
      const result = await manager.delete(CollectionVideo, { collectionId: id, videoId });
      if (!result.affected) throw notFound('This video is not in the collection.');
      const updatedAt = new Date();
      await manager.update(Collection, { id }, { updatedAt });
      return toJson({ ...row, updatedAt }, await this.linksOf(manager, id));
    });
  }

  private linksOf(manager: EntityManager, collectionId: number): Promise<CollectionVideo[]> {
    return manager.find(CollectionVideo, { where: { collectionId }, order: { position: 'ASC' } });
  }

  /** Checked before writing for a clear 409; the unique index still guards a concurrent duplicate. */
  private async checkUnique(manager: EntityManager, ownerId: number, name: string, exceptId?: number): Promise<void> {
    const where = { ownerId, nameNormalized: normalize(name), ...(exceptId ? { id: Not(exceptId) } : {}) };
    if (await manager.existsBy(Collection, where)) throw conflict(DUPLICATE_NAME, { name: [DUPLICATE_NAME] });
  }

  /** Another professional's collection is reported exactly like a missing one. */
  private async findOwned(manager: EntityManager, ownerId: number, id: number): Promise<Collection> {
    const row = await manager.findOneBy(Collection, { id, ownerId });
    if (!row) throw notFound(COLLECTION_NOT_FOUND);
    return row;
  }
}

function normalize(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function toJson(row: Collection, links: Array<Pick<CollectionVideo, 'videoId' | 'position'>>): CollectionJson {
  const videoIds = links
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((link) => link.videoId);
  return {
    id: row.id,
    name: row.name,
    video_ids: videoIds,
    video_count: videoIds.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
