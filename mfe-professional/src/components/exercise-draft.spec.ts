import type { DetectedExercise } from '@physio/contracts';
import {
  dosageText,
  draftError,
  draftFromDetected,
  draftProblems,
  newDrafts,
  savedOverlaps,
  toInput,
} from './exercise-draft';

const detected = (over: Partial<DetectedExercise>): DetectedExercise => ({
  start: 10,
  end: 40,
  type: 'mobility',
  pattern_matches: { form_cues: [] },
  already_saved: false,
  confidence: 'known',
  ...over,
});

describe('detected exercises', () => {
  it("tags with the engine's tags as given (none naming a move found by its place), else with the type", () => {
    const byPlace = detected({ type: 'exercise 5', title: 'Exercise 5', confidence: 'inferred', tags: [] });
    expect(draftFromDetected(byPlace, 4).tags).toEqual([]);
    expect(draftFromDetected(detected({ type: 'plank', tags: undefined }), 0).tags).toEqual(['plank']);
  });

  it('titles from the title, else the first form cue, else Exercise N; tags de-duplicated', () => {
    expect(draftFromDetected(detected({ title: 'Cat-cow', tags: ['mobility', 'Mobility', 'back'] }), 0)).toMatchObject({
      title: 'Cat-cow',
      tags: ['mobility', 'back'],
    });
    expect(draftFromDetected(detected({ pattern_matches: { form_cues: ['Keep your back flat', 'x'] } }), 1).title).toBe(
      'Keep your back flat',
    );
    expect(draftFromDetected(detected({}), 2)).toMatchObject({ title: 'Exercise 3', start_time: 10, end_time: 40 });
  });

  it('marks inferred exercises and summarises the stated dosage; the dosage fields are kept and saved', () => {
    const draft = draftFromDetected(
      detected({ title: 'Seated heel rocks', confidence: 'inferred', sets: 3, reps: 10, side: 'each' }),
      0,
    );
    expect(draft).toMatchObject({ inferred: true, dosage: '3 × 10 reps, each side' });
    expect(toInput(draft)).toEqual({
      title: 'Seated heel rocks',
      start_time: 10,
      end_time: 40,
      tags: ['mobility'],
      sets: 3,
      reps: 10,
      side: 'each',
    });
    expect(toInput(draftFromDetected(detected({ title: 'Plank' }), 0))).not.toHaveProperty('sets');
    expect(dosageText(detected({ hold_seconds: 30 }))).toBe('hold 30 s');
    expect(draftFromDetected(detected({ title: 'Plank' }), 0)).not.toHaveProperty('inferred');
  });

  it('lists only what the API did not mark already_saved; allSaved when it marked them all', () => {
    const list = [detected({ title: 'Bridge', already_saved: true }), detected({ title: 'Plank' })];
    expect(newDrafts(list).drafts.map((d) => d.title)).toEqual(['Plank']);
    expect(newDrafts([detected({ title: 'Bridge', already_saved: true })])).toEqual({ drafts: [], allSaved: true });
    expect(newDrafts([]).allSaved).toBe(false);
  });

  it('a draft needs a title and an end after its start', () => {
    expect(draftError({ title: ' ', start_time: 0, end_time: 5, tags: [] })).toBe('Title is required.');
    expect(draftError({ title: 'x', start_time: 5, end_time: 5, tags: [] })).toBe(
      'End time must be after the start time.',
    );
    expect(draftError({ title: 'x', start_time: 5, end_time: 6, tags: [] })).toBeNull();
  });

  it('names every field that is wrong: times that do not parse, and an end after the video', () => {
    expect(draftProblems({ title: '', start_time: Number.NaN, end_time: Number.NaN, tags: [] })).toEqual({
      title: 'Title is required.',
      start_time: 'Enter the start as MM:SS.',
      end_time: 'Enter the end as MM:SS.',
    });
    const late = { title: 'x', start_time: 700, end_time: 59 * 60, tags: [] };
    expect(draftProblems(late, 860)).toEqual({
      end_time: "End time must be at most the video's length (14:20).",
    });
    expect(draftProblems(late, 0)).toEqual({}); // length unknown: the API has the last word
    expect(draftProblems({ ...late, end_time: 860 }, 860)).toEqual({});
  });

  it('checks an edited dosage with the API limits and words', () => {
    const base = { title: 'x', start_time: 0, end_time: 5, tags: [] };
    expect(draftProblems({ ...base, sets: 0, reps: 2.5, hold_seconds: -1 })).toEqual({
      sets: 'sets must be at least 1.',
      reps: 'reps must be a whole number.',
      hold_seconds: 'hold_seconds cannot be negative.',
    });
    expect(draftProblems({ ...base, sets: 21, reps: 101, hold_seconds: 601 })).toEqual({
      sets: 'sets must be at most 20.',
      reps: 'reps must be at most 100.',
      hold_seconds: 'hold_seconds must be at most 600.',
    });
    expect(draftError({ ...base, sets: 3, reps: 12, hold_seconds: 0, side: 'left' })).toBeNull();
  });
});

describe('overlaps with saved exercises', () => {
  const saved = [
    { title: 'Planks', start_time: 240, end_time: 300 },
    { title: 'Bridge', start_time: 400, end_time: 460 },
  ];

  it('names each saved exercise whose segment shares more than an instant with the draft', () => {
    expect(savedOverlaps({ start_time: 110, end_time: 330 }, saved)).toEqual([
      { title: 'Planks', range: '04:00–05:00' },
    ]);
    expect(savedOverlaps({ start_time: 250, end_time: 410 }, saved).map((o) => o.title)).toEqual(['Planks', 'Bridge']);
    expect(savedOverlaps({ start_time: 260, end_time: 270 }, saved).map((o) => o.title)).toEqual(['Planks']);
  });

  it('ignores segments that only touch, and times that make no range', () => {
    expect(savedOverlaps({ start_time: 300, end_time: 400 }, saved)).toEqual([]);
    expect(savedOverlaps({ start_time: 200, end_time: 240 }, saved)).toEqual([]);
    expect(savedOverlaps({ start_time: 330, end_time: 110 }, saved)).toEqual([]);
    expect(savedOverlaps({ start_time: Number.NaN, end_time: 330 }, saved)).toEqual([]);
  });
});
