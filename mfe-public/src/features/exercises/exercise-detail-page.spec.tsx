import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installFakeApi } from '../../test/fake-api';
import { exerciseDetail } from '../../test/library-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import ExerciseDetailPage from './exercise-detail-page';

const EXERCISE = exerciseDetail({
  conditions: [
    { slug: 'knee-pain', name: 'Knee Pain' },
    { slug: 'post-surgery', name: 'Post-Surgery' },
  ],
});

function renderExercise(slug: string) {
  const api = installFakeApi((url) =>
    url.pathname === `/api/library/exercises/${EXERCISE.slug}/` ? { body: EXERCISE } : undefined,
  );
  renderWithProviders(
    <Routes>
      <Route path="exercises/:slug" element={<ExerciseDetailPage />} />
    </Routes>,
    { route: `/exercises/${slug}` },
  );
  return api;
}

describe('ExerciseDetailPage', () => {
  it('shows the exercise, its professional, its steps and safety tip, and its terms as links to the library', async () => {
    const { requested } = renderExercise('seated-knee-extension');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seated Knee Extension' })).toBeInTheDocument();
    expect(requested()).toEqual(['/api/library/exercises/seated-knee-extension/']);
    expect(screen.getByText('By demo.pro')).toBeInTheDocument();
    expect(screen.getByText(EXERCISE.description)).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(EXERCISE.instructions);
    expect(screen.getByRole('heading', { name: 'Safety tip' }).parentElement).toHaveTextContent(EXERCISE.safety_tip);
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    const links = {
      'More Knee exercises': '/exercises?body_part=knee',
      'More Lower Body exercises': '/exercises?category=lower-body',
      'More Knee Pain exercises': '/exercises?condition=knee-pain',
      'More Post-Surgery exercises': '/exercises?condition=post-surgery',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(document.title).toBe('Seated Knee Extension | Exercise Library | PhysioHub');
  });

  it('plays its own segment: a poster until played, then the privacy-enhanced player from start to end', async () => {
    renderExercise('seated-knee-extension');
    expect(await screen.findByText('Plays 1:05–1:50 of “Knee exercises after injury”')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Seated Knee Extension (1:05–1:50)' }));
    const player = screen.getByTitle('Video: Seated Knee Extension');
    const src = new URL(player.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://www.youtube-nocookie.com/embed/Lb7xQe2RkPw');
    expect(src.searchParams.get('start')).toBe('65');
    expect(src.searchParams.get('end')).toBe('110');
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it('is the 404 page for a slug the library does not have', async () => {
    renderExercise('no-such-exercise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Back to Exercise Library', { exact: false })).toBeNull();
  });
});
