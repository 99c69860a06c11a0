import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import ExercisesPage from './exercises-page';

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ExercisesPage', () => {
  it('shows the six sample exercises with View Details links', () => {
    renderWithProviders(<ExercisesPage />, { route: '/exercises' });
    expect(screen.getByRole('heading', { level: 1, name: 'Exercise Library' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Shoulder Press', 'Squats', 'Planks', 'Deadlift', 'Push-ups', 'Lunges']);
    expect(screen.getByRole('link', { name: 'View Details: Squats' })).toHaveAttribute('href', '/exercises/2');
    expect(screen.getByRole('img', { name: 'Illustration of the Squats exercise' })).toHaveAttribute('width', '320');
  });

  it('filters case-insensitively by title, category or difficulty as the visitor types', async () => {
    renderWithProviders(<ExercisesPage />, { route: '/exercises' });
    const search = screen.getByRole('searchbox', { name: 'Search exercises' });
    await userEvent.type(search, 'LOWER body');
    expect(cardTitles()).toEqual(['Squats', 'Lunges']);
    await userEvent.clear(search);
    await userEvent.type(search, 'advanced');
    expect(cardTitles()).toEqual(['Deadlift']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 exercise');
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<ExercisesPage />, { route: '/exercises' });
    await userEvent.type(screen.getByRole('searchbox'), 'zumba');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No exercises found matching your search.');
  });

  it('starts from ?q= and focuses the box for ?focus=search', () => {
    renderWithProviders(<ExercisesPage />, { route: '/exercises?q=core&focus=search' });
    expect(cardTitles()).toEqual(['Planks']);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
