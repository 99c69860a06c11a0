import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { installFakeApi } from '../../test/fake-api';
import { exerciseSummary, page } from '../../test/library-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SEARCH_DEBOUNCE_MS } from './library-filters';
import ExercisesPage from './exercises-page';

const KNEE = exerciseSummary();
const PRESS = exerciseSummary({
  slug: 'band-shoulder-press',
  title: 'Band Shoulder Press',
  category: { slug: 'upper-body', name: 'Upper Body' },
  body_part: { slug: 'shoulder', name: 'Shoulder' },
  difficulty: 'intermediate',
  duration: 90,
  professional: { name: 'anna.physio' },
});

// The API's library: 'knee' finds the knee exercise, upper-body the press, 'zumba' nothing; 30 in all otherwise.
function libraryAnswer(url: URL) {
  if (url.pathname !== '/api/library/exercises/') return undefined;
  const search = url.searchParams.get('search');
  if (search === 'zumba') return { body: page([]) };
  if (search === 'knee') return { body: page([KNEE]) };
  if (url.searchParams.get('category') === 'upper-body') return { body: page([PRESS]) };
  return { body: page([KNEE, PRESS], 30) };
}

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{location.search}</span>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const location = () => screen.getByTestId('location').textContent;

function renderLibrary(route = '/exercises') {
  const api = installFakeApi(libraryAnswer);
  renderWithProviders(
    <>
      <ExercisesPage />
      <Location />
    </>,
    { route },
  );
  return api;
}

describe('ExercisesPage', () => {
  it('shows the published exercises as cards with everything a visitor compares, linking to their pages', async () => {
    const { requested } = renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: 'Exercise Library' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–12 of 30 exercises')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Seated Knee Extension', 'Band Shoulder Press']);
    const press = screen
      .getByRole('heading', { level: 2, name: 'Band Shoulder Press' })
      .closest('article') as HTMLElement;
    expect(press).toHaveTextContent('Upper Body');
    expect(press).toHaveTextContent('Intermediate');
    expect(press).toHaveTextContent('Shoulder');
    expect(press).toHaveTextContent('1 min 30 sec video');
    expect(press).toHaveTextContent('By anna.physio');
    expect(within(press).getByRole('link', { name: 'View Details: Band Shoulder Press' })).toHaveAttribute(
      'href',
      '/exercises/band-shoulder-press',
    );
    expect(requested()).toEqual(['/api/library/exercises/?page_size=12']);
  });

  it('names a body part once when it is also the category ("Core")', async () => {
    const plank = exerciseSummary({
      slug: 'plank',
      title: 'Plank',
      category: { slug: 'core', name: 'Core' },
      body_part: { slug: 'core', name: 'Core' },
    });
    installFakeApi((url) => (url.pathname === '/api/library/exercises/' ? { body: page([plank]) } : undefined));
    renderWithProviders(<ExercisesPage />, { route: '/exercises' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Plank' })).closest('article') as HTMLElement;
    expect(within(card).getAllByText('Core')).toHaveLength(1);
  });

  it('asks the API for what the URL says, and drops terms it does not know', async () => {
    const { requested } = renderLibrary('/exercises?search=knee&category=zumba&body_part=knee&page=2');
    await screen.findByText('Showing 1 exercise');
    expect(requested()).toEqual(['/api/library/exercises/?search=knee&body_part=knee&page=2&page_size=12']);
    expect(screen.getByRole('searchbox', { name: 'Search exercises' })).toHaveValue('knee');
    expect(screen.getByLabelText('Body part')).toHaveValue('knee');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('searches once typing pauses, with the search in the URL, and Back brings the previous one', async () => {
    jest.useFakeTimers();
    try {
      const { requested } = renderLibrary();
      await act(() => jest.advanceTimersByTimeAsync(0));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const box = screen.getByRole('searchbox', { name: 'Search exercises' });
      expect(box).toHaveAttribute('placeholder', 'Knee, back pain…');
      await user.type(box, 'knee');
      // Typed key by key, nothing is asked until the pause.
      expect(requested()).toEqual(['/api/library/exercises/?page_size=12']);
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(location()).toBe('?search=knee');
      expect(requested()).toEqual([
        '/api/library/exercises/?page_size=12',
        '/api/library/exercises/?search=knee&page_size=12',
      ]);
      expect(await screen.findByText('Showing 1 exercise')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(location()).toBe('');
      expect(box).toHaveValue('');
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
      expect(location()).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches at once on Enter', async () => {
    const { requested } = renderLibrary();
    await screen.findByText('Showing 1–12 of 30 exercises');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'zumba{Enter}');
    expect(location()).toBe('?search=zumba');
    expect(await screen.findByText('No exercises found matching your search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No exercises found matching your search.');
    expect(cardTitles()).toEqual([]);
    expect(requested()).toContain('/api/library/exercises/?search=zumba&page_size=12');
  });

  it('filters by category, body part, condition and difficulty through the URL, from the first page', async () => {
    renderLibrary('/exercises?page=2');
    await screen.findByText('Showing 13–24 of 30 exercises');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'upper-body' } });
    expect(location()).toBe('?category=upper-body');
    expect(await screen.findByText('Showing 1 exercise')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Band Shoulder Press']);
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'advanced' } });
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'back-pain' } });
    expect(location()).toBe('?category=upper-body&condition=back-pain&difficulty=advanced');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    expect(location()).toBe('?condition=back-pain&difficulty=advanced');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/exercises');
  });

  it('pages through the results with the page in the URL', async () => {
    const { requested } = renderLibrary();
    await screen.findByText('Showing 1–12 of 30 exercises');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('?page=3');
    expect(await screen.findByText('Showing 25–30 of 30 exercises')).toBeInTheDocument();
    expect(requested()).toContain('/api/library/exercises/?page=3&page_size=12');
  });

  it('focuses the search box for ?focus=search (the navigation bar’s Search Exercises)', async () => {
    renderLibrary('/exercises?focus=search');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await screen.findByText('Showing 1–12 of 30 exercises');
  });

  it('offers the first page for a page past the last one', async () => {
    installFakeApi((url) =>
      url.searchParams.get('page') === '9' ? { status: 404, body: { error: 'Invalid page.' } } : libraryAnswer(url),
    );
    renderWithProviders(<ExercisesPage />, { route: '/exercises?category=core&page=9' });
    expect(await screen.findByRole('heading', { name: 'No more results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/exercises?category=core',
    );
  });

  it('offers to try again when the library cannot be reached', async () => {
    installFakeApi(() => ({ status: 400, body: { error: 'Unknown category.' } }));
    renderWithProviders(<ExercisesPage />, { route: '/exercises' });
    expect(await screen.findByRole('heading', { name: 'Exercises could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
