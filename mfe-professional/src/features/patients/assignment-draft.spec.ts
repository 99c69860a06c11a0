import type { ProgramItem } from '@physio/contracts';
import { defaultDosage } from './assignment-draft';

const item = (extra: Partial<ProgramItem> = {}): Pick<ProgramItem, 'id' | 'title' | 'exercise_dosage'> => ({
  id: 7,
  title: 'Glute bridge',
  ...extra,
});

describe('defaultDosage', () => {
  it("starts from the saved exercise's dosage when it has one", () => {
    expect(defaultDosage(item({ exercise_dosage: { sets: 2, reps: 15, hold_seconds: 5, side: 'each' } }))).toEqual({
      id: 7,
      title: 'Glute bridge',
      sets: '2',
      reps: '15',
      hold_seconds: '5',
      rest_seconds: '30',
      notes: 'Each side.',
    });
  });

  it('fills what the saved dosage leaves out with the API defaults', () => {
    expect(defaultDosage(item({ exercise_dosage: { hold_seconds: 30 } }))).toMatchObject({
      sets: '3',
      reps: '10',
      hold_seconds: '30',
      notes: '',
    });
  });

  it('uses the API defaults for an item without a saved dosage', () => {
    expect(defaultDosage(item())).toMatchObject({ sets: '3', reps: '10', hold_seconds: '0', rest_seconds: '30' });
  });
});
