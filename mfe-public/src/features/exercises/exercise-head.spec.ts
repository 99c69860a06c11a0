import { exerciseDetail } from '../../test/library-fixtures';
import { exerciseHead, exerciseJsonLd, exercisesHead, isoDuration } from './exercise-head';

describe('library heads', () => {
  it('names the library, a filtered library and its pages; a search stays out of the canonical URL', () => {
    expect(exercisesHead({ page_size: 12 })).toMatchObject({
      title: 'Exercise Library | PhysioHub',
      canonicalPath: '/exercises',
    });
    const filtered = exercisesHead({ search: 'band', body_part: 'knee', difficulty: 'beginner', page: 2 });
    expect(filtered.title).toBe('Knee, Beginner Exercises (page 2) | PhysioHub');
    expect(filtered.description).toMatch(/^Knee, Beginner physiotherapy exercises/);
    expect(filtered.canonicalPath).toBe('/exercises?body_part=knee&difficulty=beginner&page=2');
  });

  it('gives an exercise its title, description and canonical path', () => {
    const exercise = exerciseDetail();
    expect(exerciseHead(exercise)).toMatchObject({
      title: 'Seated Knee Extension | Exercise Library | PhysioHub',
      description: `${exercise.description} Video, step-by-step instructions and a safety tip by demo.pro.`,
      canonicalPath: '/exercises/seated-knee-extension',
    });
  });

  it('describes the exercise as a schema.org HowTo with its steps and its video segment', () => {
    const jsonLd = exerciseJsonLd(exerciseDetail());
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'Seated Knee Extension',
      totalTime: 'PT45S',
      step: [
        { '@type': 'HowToStep', position: 1, text: 'Sit tall on a firm chair.' },
        { '@type': 'HowToStep', position: 2, text: 'Straighten one knee slowly.' },
        { '@type': 'HowToStep', position: 3, text: 'Lower it under control.' },
      ],
      video: {
        '@type': 'VideoObject',
        name: 'Seated Knee Extension',
        description: 'Straighten the knee against gravity to strengthen the front of the thigh.',
        thumbnailUrl: 'https://i.ytimg.com/vi/Lb7xQe2RkPw/hqdefault.jpg',
        embedUrl: 'https://www.youtube-nocookie.com/embed/Lb7xQe2RkPw?rel=0&start=65&end=110',
        uploadDate: '2026-11-20T10:00:00.000Z',
        duration: 'PT45S',
      },
    });
    // It is written into the page as JSON: nothing in it may be lost on the way.
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });

  it("falls back to YouTube's own still when the segment has no thumbnail", () => {
    const exercise = exerciseDetail();
    const jsonLd = exerciseJsonLd({ ...exercise, segment: { ...exercise.segment, thumbnail_url: null } });
    expect((jsonLd.video as { thumbnailUrl: string }).thumbnailUrl).toBe(
      'https://i.ytimg.com/vi/Lb7xQe2RkPw/hqdefault.jpg',
    );
  });

  it('writes lengths as ISO 8601 durations', () => {
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(90)).toBe('PT1M30S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
