import { formatAdherence, meanAdherence28d } from './adherence';

describe('adherence figures', () => {
  it('shows a whole percentage, and a dash when nothing was scheduled', () => {
    expect(formatAdherence(0.857)).toBe('86%');
    expect(formatAdherence(1)).toBe('100%');
    expect(formatAdherence(0)).toBe('0%');
    expect(formatAdherence(null)).toBe('—');
  });

  it('averages the 28-day adherence of the patients who had something scheduled', () => {
    expect(meanAdherence28d([{ adherence_28d: 0.5 }, { adherence_28d: null }, { adherence_28d: 1 }])).toBe(0.75);
    expect(meanAdherence28d([{ adherence_28d: null }])).toBeNull();
    expect(meanAdherence28d([])).toBeNull();
  });
});
