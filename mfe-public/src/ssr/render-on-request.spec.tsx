import { installFakeApi } from '../test/fake-api';
import { exerciseDetail, exerciseSummary, facets, page } from '../test/library-fixtures';
import { configureRenderer, hasLiveData, renderOnRequest } from './render-on-request';

const EXERCISE = exerciseDetail();

function setUp() {
  configureRenderer({ apiOrigin: 'http://api.test' });
  return installFakeApi((url) => {
    if (url.origin !== 'http://api.test') return undefined;
    if (url.pathname === '/api/library/exercises/')
      return { body: page([exerciseSummary({ title: 'Wall Calf Stretch', slug: 'wall-calf-stretch' })]) };
    if (url.pathname === `/api/library/exercises/${EXERCISE.slug}/`) return { body: EXERCISE };
    if (url.pathname === '/api/library/facets/') return { body: facets() };
    return undefined;
  });
}

describe('renderOnRequest', () => {
  it("renders an exercise's page with its data, head, structured data and the answers it read", async () => {
    const { requested } = setUp();
    const page = await renderOnRequest(`/exercises/${EXERCISE.slug}`);
    expect(requested()).toEqual([`/api/library/exercises/${EXERCISE.slug}/`]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(EXERCISE.title);
    expect(page.html).toContain(EXERCISE.safety_tip);
    expect(page.css).not.toBe('');
    expect(page).toMatchObject({
      title: `${EXERCISE.title} | Exercise Library | PhysioHub`,
      canonicalPath: `/exercises/${EXERCISE.slug}`,
      jsonLd: { '@type': 'HowTo' },
    });
    const [answer] = Object.values(page.state.api.queries) as { status: string; data: unknown }[];
    expect(answer).toMatchObject({ status: 'fulfilled', data: EXERCISE });
  });

  it('renders the library list with its query and keeps the search out of the canonical URL', async () => {
    setUp();
    const page = await renderOnRequest('/exercises?search=calf');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Wall Calf Stretch');
    expect(page.canonicalPath).toBe('/exercises');
  });

  it('answers 404 for an unknown slug and an unknown path, still with a page to show', async () => {
    setUp();
    const missing = await renderOnRequest('/exercises/no-such-exercise');
    expect(missing.status).toBe(404);
    expect(missing.html).not.toBe('');
    expect((await renderOnRequest('/no-such-page')).status).toBe(404);
  });

  it('renders pages without data too, and says which pages have data', async () => {
    setUp();
    const about = await renderOnRequest('/about');
    expect(about).toMatchObject({ status: 200, title: expect.stringContaining('About') });
    expect(hasLiveData('/exercises')).toBe(true);
    expect(hasLiveData('/exercises/any-slug')).toBe(true);
    expect(hasLiveData('/categories')).toBe(true);
    expect(hasLiveData('/about')).toBe(false);
    expect(hasLiveData('/blog')).toBe(false);
  });
});
