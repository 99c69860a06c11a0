import type { DataSource, EntityManager } from 'typeorm';
import { detectExercises } from '../../detection/engine';
import { Exercise } from '../../exercises/entities/exercise.entity';
import { TagsService } from '../../exercises/tags.service';
import { User } from '../../users/entities/user.entity';
import { PasswordHasher } from '../../users/password-hasher';
import { normalizeUsername } from '../../users/users.service';
import { Video } from '../../videos/entities/video.entity';
import { videoFromYoutube } from '../../videos/video-records';
import { createYoutubeClient } from '../../youtube/create-youtube-client';
import { DEMO_ACCOUNTS, DEMO_VIDEO_IDS, DEMO_VIDEOS_WITH_EXERCISES } from './demo-accounts';
import { seedDemoCareLoop } from './demo-care-loop';
import { seedDemoLibrary } from './demo-library';

/**
 * Creates the demo accounts if absent, and the demo professional's videos (from the offline catalogue, whatever
 * YOUTUBE_API_KEY says: the demo ids are invented) the first time that account is created, and demo.patient in demo.pro's care (demo-care-loop.ts), and demo.pro's public library (demo-library.ts).
 * Idempotent.
 * Returns log lines naming the demo sign-ins.
 */
export async function seedDemoData(dataSource: DataSource): Promise<string[]> {
  const hasher = new PasswordHasher();
  const lines: string[] = [];
  const ids: Record<string, number> = {};
  for (const account of DEMO_ACCOUNTS) {
    const users = dataSource.getRepository(User);
    let user = await users.findOneBy({ usernameNormalized: normalizeUsername(account.username) });
    const created = !user;
    if (!user) {
      user = await users.save(
        users.create({
          username: account.username,
          usernameNormalized: normalizeUsername(account.username),
          email: account.email,
          passwordHash: await hasher.hash(account.password),
          isProfessional: account.isProfessional,
          createdAt: new Date(),
        }),
      );
    }
    if (created && account.isProfessional) await seedVideos(dataSource, user.id);
    ids[account.isProfessional ? 'professional' : 'participant'] = user.id;
    const role = account.isProfessional ? 'professional' : 'participant';
    lines.push(
      `Demo ${role}: username "${account.username}", password "${account.password}"${created ? ' (created)' : ''}`,
    );
  }
  if (ids.professional && ids.participant && (await seedDemoCareLoop(dataSource, ids.professional, ids.participant)))
    lines.push('Demo care loop: demo.patient is linked to demo.pro with an active assignment and three weeks of logs');
  const published = ids.professional ? await seedDemoLibrary(dataSource, ids.professional) : 0;
  if (published > 0) lines.push(`Demo library: demo.pro published ${published} exercises and its programs`);
  return lines;
}

async function seedVideos(dataSource: DataSource, ownerId: number): Promise<void> {
  const youtube = createYoutubeClient({});
  const videos = await youtube.getVideos(DEMO_VIDEO_IDS);
  const start = Date.now() - videos.length * 60_000;
  await dataSource.transaction(async (manager) => {
    for (const [index, found] of videos.entries()) {
      const row = manager.create(Video, videoFromYoutube(ownerId, found, new Date(start + index * 60_000)));
      await manager.save(row);
      if (index >= DEMO_VIDEOS_WITH_EXERCISES) continue;
      const detected = detectExercises({
        title: found.title,
        description: found.description,
        durationSeconds: found.durationSeconds,
        captions: (await youtube.getCaptions(found.videoId)) ?? undefined,
      });
      for (const [n, exercise] of detected.exercises.entries()) {
        await addExercise(
          manager,
          row.id,
          exercise.title || exercise.pattern_matches.form_cues[0] || `Exercise ${n + 1}`,
          exercise,
        );
      }
    }
  });
}

async function addExercise(
  manager: EntityManager,
  videoId: number,
  title: string,
  found: { start: number; end: number; type: string; tags: string[] },
): Promise<void> {
  const exercise = manager.create(Exercise, {
    videoId,
    title: title.slice(0, 200),
    startTime: Math.floor(found.start),
    endTime: Math.ceil(found.end),
    createdAt: new Date(),
  });
  await manager.insert(Exercise, exercise);
  await new TagsService().setTags(manager, exercise.id, [found.type, ...found.tags]);
}
