// The synthetic library: 100,000 videos for one professional, ~10% of them with 1–3 exercises carrying
// 1–3 tags each, so the list has exercises to join and the stats have tags to count.
// Deterministic (seeded PRNG) so SQLite and PostgreSQL runs, and runs on different days, hold the same data.

export const VIDEO_COUNT = 100_000;
export const BATCH_SIZE = 5_000;
const TAGS = [
  'Shoulder',
  'Knee',
  'Hip',
  'Ankle',
  'Lower back',
  'Neck',
  'Wrist',
  'Elbow',
  'Mobility',
  'Strength',
  'Balance',
  'Stretch',
  'Core',
  'Posture',
  'Rotator cuff',
  'Hamstring',
  'Quadriceps',
  'Glutes',
  'Calf',
  'Breathing',
  'Plank',
  'Squat',
  'Lunge',
  'Bridge',
  'Rehab',
  'Warm-up',
  'Cool-down',
  'Isometric',
  'Eccentric',
  'Proprioception',
];

function prng(seed) {
  // mulberry32: tiny and good enough for test data.
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const tagRows = () => TAGS.map((name, i) => ({ id: i + 1, name, nameNormalized: name.toLowerCase() }));

/**
 * Yields batches of { videos, exercises, exerciseTags } with explicit ids (so one batch needs no read-back).
 * One video a minute over ~70 days, saved in order: the highest id is the newest, as when the API saves them.
 */
export function* seedBatches(ownerId, { count = VIDEO_COUNT, batchSize = BATCH_SIZE, startId = 1 } = {}) {
  const random = prng(42);
  const newest = Date.UTC(2025, 0, 1);
  let exerciseId = 1;
  for (let first = 0; first < count; first += batchSize) {
    const batch = { videos: [], exercises: [], exerciseTags: [] };
    for (let i = first; i < Math.min(first + batchSize, count); i++) {
      const id = startId + i;
      const videoId = `bn${i.toString(36).padStart(9, '0')}`;
      const createdAt = new Date(newest - (count - 1 - i) * 60_000);
      const duration = 120 + Math.floor(random() * 3600);
      batch.videos.push({
        id,
        ownerId,
        platform: 'youtube',
        videoId,
        url: `https://www.youtube.com/watch?v=${videoId}`,
        title: `Bench video ${i + 1}: ${TAGS[i % TAGS.length]} routine`,
        durationSeconds: duration,
        viewCount: Math.floor(random() * 1_000_000),
        publishedAt: new Date(createdAt.getTime() - 86_400_000),
        thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
        createdAt,
      });
      if (random() >= 0.1) continue;
      const exerciseCount = 1 + Math.floor(random() * 3);
      for (let e = 0; e < exerciseCount; e++) {
        const start = Math.floor((duration / exerciseCount) * e);
        batch.exercises.push({
          id: exerciseId,
          videoId: id,
          title: `Exercise ${e + 1}`,
          startTime: start,
          endTime: start + 30,
          createdAt,
        });
        const tagCount = 1 + Math.floor(random() * 3);
        const firstTag = Math.floor(random() * TAGS.length);
        for (let t = 0; t < tagCount; t++) {
          batch.exerciseTags.push({ exerciseId, tagId: ((firstTag + t * 7) % TAGS.length) + 1, position: t });
        }
        exerciseId++;
      }
    }
    yield batch;
  }
}
