import { screen } from '@testing-library/react';
import PublicModule from './remote-module';
import { renderWithProviders } from './test/render-with-providers';

jest.mock('./features/contact/api', () => ({ useSendContactMessageMutation: () => [jest.fn()] }));

// Every public route renders its page (each a lazy chunk) with exactly one h1 and its own title.
const ROUTES: [string, string][] = [
  ['/', 'Your Path to Recovery Starts Here'],
  ['/professionals', 'Transform Your Physiotherapy Practice'],
  ['/pricing', 'Simple, transparent pricing'],
  ['/exercises', 'Exercise Library'],
  ['/exercises/3', 'Planks'],
  ['/categories', 'Exercise Categories'],
  ['/body-parts', 'Exercises by Body Part'],
  ['/conditions', 'Exercises by Condition'],
  ['/programs', 'Exercise Programs'],
  ['/blog', 'Blog'],
  ['/blog/returning-to-running-after-knee-injury', 'Returning to Running After a Knee Injury'],
  ['/contact', 'Contact Us'],
  ['/about', 'About PhysioHub'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/disclaimer', 'Medical Disclaimer'],
  ['/licenses', 'Licenses'],
];

describe('public routes', () => {
  it.each(ROUTES)('%s renders one h1 "%s" and sets a title and description', async (route, heading) => {
    renderWithProviders(<PublicModule />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/PhysioHub/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(50);
  });

  it.each(['/exercises/99', '/blog/no-such-post', '/no-such-page'])('%s shows the not-found page', async (route) => {
    renderWithProviders(<PublicModule />, { route });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows the catalogue counts of the spec', async () => {
    renderWithProviders(<PublicModule />, { route: '/categories' });
    await screen.findByRole('heading', { level: 1 });
    for (const count of ['45', '38', '25', '30', '20', '35'])
      expect(screen.getByText(`${count} exercises`)).toBeInTheDocument();
  });
});
