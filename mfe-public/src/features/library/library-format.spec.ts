import { durationText, exerciseCountText, segmentRange } from './library-format';

describe('library formats', () => {
  it('says how many exercises a term has, and when it has none yet', () => {
    expect(exerciseCountText(12)).toBe('12 exercises');
    expect(exerciseCountText(1)).toBe('1 exercise');
    expect(exerciseCountText(0)).toBe('No exercises yet');
  });

  it('writes lengths in minutes and seconds, leaving out the zero part', () => {
    expect(durationText(45)).toBe('45 sec');
    expect(durationText(90)).toBe('1 min 30 sec');
    expect(durationText(600)).toBe('10 min');
    expect(durationText(0)).toBe('0 sec');
  });

  it('places a segment in its video as a clock range', () => {
    expect(segmentRange({ start_time: 65, end_time: 110 })).toBe('1:05–1:50');
    expect(segmentRange({ start_time: 0, end_time: 3725 })).toBe('0:00–1:02:05');
  });
});
