import type { DataSource, EntityManager } from 'typeorm';
import { Exercise } from '../../exercises/entities/exercise.entity';
import { TagsService } from '../../exercises/tags.service';
import { publishExercise, publishProgram } from '../../library/library-writes';
import { ProgramItem } from '../../programs/entities/program-item.entity';
import { Program } from '../../programs/entities/program.entity';
import { Video } from '../../videos/entities/video.entity';
import { videoFromYoutube } from '../../videos/video-records';
import { createYoutubeClient } from '../../youtube/create-youtube-client';
import { DEMO_PROGRAM_TITLE } from './demo-care-loop';
import {
  DEMO_DETECTED_PUBLICATIONS,
  DEMO_PROGRAMS,
  DEMO_SAMPLE_PUBLICATIONS,
  type DemoPublication,
} from './demo-library-content';

/**
 * demo.pro's public library: the sample exercises as saved and published segments of catalogue videos, its detected
 * segments published with a patient's instructions, and published programs (a new one and the care loop's). Written
 * only while the library has never had anything (no publication, no change logged), so a demo database keeps what
 * was done with it since. Returns how many exercises it published.
 */
export async function seedDemoLibrary(dataSource: DataSource, ownerId: number): Promise<number> {
  const [{ n }] = (await dataSource.query(
    'SELECT (SELECT COUNT(*) FROM library_exercises) + (SELECT COUNT(*) FROM library_changes) AS n',
  )) as Array<{ n: number | string }>;
  if (Number(n) > 0) return 0;
  const youtube = createYoutubeClient({});
  const platformIds = [...new Set(DEMO_SAMPLE_PUBLICATIONS.map((p) => p.videoId))];
  const found = await youtube.getVideos(platformIds);
  return dataSource.transaction(async (manager) => {
    let published = 0;
    const exerciseIdsByTitle = new Map<string, number>();
    // The detected segments first, so the samples are the newest publications (the library's first page).
    const detected = await manager
      .createQueryBuilder(Exercise, 'e')
      .innerJoin('e.video', 'v')
      .where('v.ownerId = :ownerId', { ownerId })
      .orderBy('e.id', 'ASC')
      .getMany();
    for (const exercise of detected) {
      const wording = DEMO_DETECTED_PUBLICATIONS[exercise.title.trim().toLowerCase()];
      if (!wording) continue;
      await publishExercise(manager, ownerId, exercise.id, { ...wording, title: exercise.title });
      published += 1;
    }
    const videoIds = new Map<string, number>();
    for (const video of found) videoIds.set(video.videoId, await savedVideo(manager, ownerId, video));
    for (const sample of DEMO_SAMPLE_PUBLICATIONS) {
      const videoId = videoIds.get(sample.videoId);
      if (videoId === undefined) continue;
      const exerciseId = await saveSegment(manager, videoId, sample);
      await publishExercise(manager, ownerId, exerciseId, sample);
      exerciseIdsByTitle.set(sample.title, exerciseId);
      published += 1;
    }
    for (const program of DEMO_PROGRAMS) {
      const programId = await createProgram(manager, ownerId, program, exerciseIdsByTitle);
      if (programId !== null) await publishProgram(manager, ownerId, programId, program);
    }
    const careLoop = await manager.findOneBy(Program, { ownerId, title: DEMO_PROGRAM_TITLE });
    if (careLoop)
      await publishProgram(manager, ownerId, careLoop.id, {
        title: 'Gentle lower back routine',
        description: 'Five gentle moves for everyday low back pain, to do on weekdays at home.',
      });
    return published;
  });
}

async function savedVideo(
  manager: EntityManager,
  ownerId: number,
  found: Parameters<typeof videoFromYoutube>[1],
): Promise<number> {
  const known = await manager.findOneBy(Video, { ownerId, platform: 'youtube', videoId: found.videoId });
  if (known) return known.id;
  const row = manager.create(Video, videoFromYoutube(ownerId, found));
  await manager.save(row);
  return row.id;
}

async function saveSegment(manager: EntityManager, videoId: number, sample: DemoPublication): Promise<number> {
  const exercise = manager.create(Exercise, {
    videoId,
    title: sample.title,
    startTime: sample.start,
    endTime: sample.end,
    createdAt: new Date(),
  });
  await manager.insert(Exercise, exercise);
  await new TagsService().setTags(manager, exercise.id, sample.tags);
  return exercise.id;
}

async function createProgram(
  manager: EntityManager,
  ownerId: number,
  definition: (typeof DEMO_PROGRAMS)[number],
  exerciseIds: Map<string, number>,
): Promise<number | null> {
  const exercises = definition.items.flatMap((title) => {
    const id = exerciseIds.get(title);
    return id === undefined ? [] : [id];
  });
  if (exercises.length === 0) return null;
  const now = new Date();
  const program = manager.create(Program, {
    ownerId,
    title: definition.title,
    description: definition.description,
    difficulty: definition.difficulty,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  });
  await manager.insert(Program, program);
  for (const [position, id] of exercises.entries()) {
    const exercise = await manager.findOneByOrFail(Exercise, { id });
    await manager.insert(ProgramItem, {
      programId: program.id,
      position,
      exerciseId: id,
      videoId: exercise.videoId,
      startTime: exercise.startTime,
      endTime: exercise.endTime,
      title: exercise.title,
    });
  }
  return program.id;
}
