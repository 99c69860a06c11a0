import { screen } from '@testing-library/react';
import PublicModule from './remote-module';
import { installFakeApi } from './test/fake-api';
import { exerciseDetail, facets, page, programDetail } from './test/library-fixtures';
import { renderWithProviders } from './test/render-with-providers';

jest.mock('./features/contact/api', () => ({ useSendContactMessageMutation: () => [jest.fn()] }));

const EXERCISE = exerciseDetail();
const PROGRAM = programDetail();

// The library's pages read the public library API; anything else it does not have is a 404.
beforeEach(() =>
  installFakeApi((url) => {
    if (url.pathname === '/api/library/exercises/') return { body: page([EXERCISE]) };
    if (url.pathname === `/api/library/exercises/${EXERCISE.slug}/`) return { body: EXERCISE };
    if (url.pathname === '/api/library/facets/') return { body: facets({ 'upper-body': 12, core: 1 }) };
    if (url.pathname === '/api/library/programs/') return { body: page([PROGRAM]) };
    if (url.pathname === `/api/library/programs/${PROGRAM.slug}/`) return { body: PROGRAM };
    return undefined;
  }),
);

// Every public route renders its page (each a lazy chunk) with exactly one h1 and its own title.
const ROUTES: [string, string][] = [
  ['/', 'Your Path to Recovery Starts Here'],
  ['/professionals', 'Transform Your Physiotherapy Practice'],
  ['/pricing', 'Simple, transparent pricing'],
  ['/exercises', 'Exercise Library'],
  ['/exercises/seated-knee-extension', 'Seated Knee Extension'],
  ['/categories', 'Exercise Categories'],
  ['/body-parts', 'Exercises by Body Part'],
  ['/conditions', 'Exercises by Condition'],
  ['/programs', 'Exercise Programs'],
  ['/programs/knee-strengthening', 'Knee Strengthening'],
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

  it.each(['/exercises/no-such-exercise', '/programs/no-such-program', '/blog/no-such-post', '/no-such-page'])(
    '%s shows the not-found page',
    async (route) => {
      renderWithProviders(<PublicModule />, { route });
      expect(await screen.findByText('Page not found')).toBeInTheDocument();
    },
  );

  it("shows the library's real counts on the category cards", async () => {
    renderWithProviders(<PublicModule />, { route: '/categories' });
    expect(await screen.findByText('12 exercises')).toBeInTheDocument();
    expect(screen.getByText('1 exercise')).toBeInTheDocument();
    expect(screen.getAllByText('No exercises yet')).toHaveLength(5);
  });
});
