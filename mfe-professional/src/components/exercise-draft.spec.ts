import type { DetectedExercise } from '@physio/contracts';
import { draftError, draftFromDetected, draftProblems, newDrafts } from './exercise-draft';

const detected = (over: Partial<DetectedExercise>): DetectedExercise => ({
  start: 10,
  end: 40,
  type: 'mobility',
  pattern_matches: { form_cues: [] },
  already_saved: false,
  ...over,
});

describe('detected exercises', () => {
  it('titles from the title, else the first form cue, else Exercise N; tags start with the type, de-duplicated', () => {
    expect(draftFromDetected(detected({ title: 'Cat-cow', tags: ['Mobility', 'back'] }), 0)).toMatchObject({
      title: 'Cat-cow',
      tags: ['mobility', 'back'],
    });
    expect(draftFromDetected(detected({ pattern_matches: { form_cues: ['Keep your back flat', 'x'] } }), 1).title).toBe(
      'Keep your back flat',
    );
    expect(draftFromDetected(detected({}), 2)).toMatchObject({ title: 'Exercise 3', start_time: 10, end_time: 40 });
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
});
