import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SaveExercisesDto } from './save-exercises.dto';

const urlErrors = (url: unknown, video_id = 'Lb7xQe2RkPw') =>
  validateSync(plainToInstance(SaveExercisesDto, { url, video_id, title: 'Video', exercises: [] })).filter(
    (e) => e.property === 'url',
  );

describe('SaveExercisesDto url', () => {
  it.each([
    'https://www.youtube.com/watch?v=Lb7xQe2RkPw',
    'https://youtu.be/Lb7xQe2RkPw?t=3',
    'youtube.com/shorts/Lb7xQe2RkPw',
    'Lb7xQe2RkPw',
  ])('accepts %s', (url) => expect(urlErrors(url)).toEqual([]));

  it.each([
    'javascript:alert(1)',
    'javascript://www.youtube.com/watch?v=Lb7xQe2RkPw',
    'data:text/html,<script>alert(1)</script>',
    'https://example.com/watch?v=Lb7xQe2RkPw',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %p', (url) => {
    expect(urlErrors(url).map((e) => Object.keys(e.constraints ?? {}))).toEqual([['isYoutubeUrlOf']]);
  });
});
