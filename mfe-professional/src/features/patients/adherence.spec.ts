import { formatAdherence } from './adherence';

describe('adherence figures', () => {
  it('shows a whole percentage, and a dash when nothing was scheduled', () => {
    expect(formatAdherence(0.857)).toBe('86%');
    expect(formatAdherence(1)).toBe('100%');
    expect(formatAdherence(0)).toBe('0%');
    expect(formatAdherence(null)).toBe('—');
  });
});
