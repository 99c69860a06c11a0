import { exerciseRowsToSaved, type ExerciseTagRow } from './exercise.mapper';

const row = (id: number, videoId: number, tag: [number, string] | null): ExerciseTagRow => ({
  id,
  video_id: videoId,
  title: `E${id}`,
  start_time: id * 10,
  end_time: id * 10 + 5,
  tag_id: tag?.[0] ?? null,
  tag_name: tag?.[1] ?? null,
});

describe('exerciseRowsToSaved', () => {
  it('folds one row per tag into exercises, keeping row order for exercises and tags; no tags is an empty list', () => {
    const rows = [row(1, 7, [3, 'Squat']), row(1, 7, [1, 'Legs']), row(2, 8, null), row(4, 7, [1, 'Legs'])];
    expect(exerciseRowsToSaved(rows)).toEqual([
      [
        7,
        {
          id: 1,
          title: 'E1',
          start_time: 10,
          end_time: 15,
          tags: [
            { id: 3, name: 'Squat' },
            { id: 1, name: 'Legs' },
          ],
        },
      ],
      [8, { id: 2, title: 'E2', start_time: 20, end_time: 25, tags: [] }],
      [7, { id: 4, title: 'E4', start_time: 40, end_time: 45, tags: [{ id: 1, name: 'Legs' }] }],
    ]);
  });
});
