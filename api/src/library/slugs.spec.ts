import { firstFreeSlug, slugBase } from './slugs';

describe('library slugs', () => {
  it('makes a URL-safe base from a title', () => {
    expect(slugBase('Seated knee flexion', 'exercise')).toBe('seated-knee-flexion');
    expect(slugBase('  Épaule: "rotation" (50%)!  ', 'exercise')).toBe('epaule-rotation-50');
    expect(slugBase('!!!', 'exercise')).toBe('exercise');
    expect(slugBase('a'.repeat(200), 'exercise')).toHaveLength(80);
  });

  it('numbers a slug that is taken', () => {
    expect(firstFreeSlug('squats', [])).toBe('squats');
    expect(firstFreeSlug('squats', ['squats'])).toBe('squats-2');
    expect(firstFreeSlug('squats', ['squats', 'squats-2', 'squats-4'])).toBe('squats-3');
  });
});
