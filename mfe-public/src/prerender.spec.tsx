import { prerender, prerenderedPaths } from './prerender';
import { preloadPage } from './public-routes';

// The public routes: each is prerendered, with one h1, its own title and description, and the
// CSS of what it shows.
const HEADINGS: Record<string, string> = {
  '/': 'Your Path to Recovery Starts Here',
  '/professionals': 'Transform Your Physiotherapy Practice',
  '/pricing': 'Simple, transparent pricing',
  '/exercises': 'Exercise Library',
  '/categories': 'Exercise Categories',
  '/body-parts': 'Exercises by Body Part',
  '/conditions': 'Exercises by Condition',
  '/programs': 'Exercise Programs',
  '/blog': 'Blog',
  '/blog/returning-to-running-after-knee-injury': 'Returning to Running After a Knee Injury',
  '/contact': 'Contact Us',
  '/about': 'About PhysioHub',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/disclaimer': 'Medical Disclaimer',
  '/licenses': 'Licenses',
};

describe('prerendered pages', () => {
  let pages: Awaited<ReturnType<typeof prerender>>['pages'];
  beforeAll(async () => {
    ({ pages } = await prerender());
  });

  it('cover every public route without a parameter and each article, once, and no library data page', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(Object.keys(HEADINGS)));
    expect(paths).toEqual(expect.arrayContaining(['/blog/core-strength-for-a-healthy-back']));
    expect(paths.filter((path) => /^\/(exercises|programs)\//.test(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(prerenderedPaths());
  });

  it.each(Object.entries(HEADINGS))('%s carries its h1 "%s", a title, a description and its CSS', (path, heading) => {
    const page = pages.find((candidate) => candidate.path === path);
    const container = document.createElement('div');
    container.innerHTML = page?.html ?? '';
    const h1s = container.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe(heading);
    expect(page?.title).toMatch(/PhysioHub/);
    expect(page?.description?.length).toBeGreaterThan(50);
    // Every class styled-components generated for the markup (on an element of a styled component,
    // marked by its sc- id) has its rule in the CSS.
    const styled = [...container.querySelectorAll('[class*="sc-"]')];
    const classes = styled.flatMap((el) => [...el.classList]).filter((name) => !name.startsWith('sc-'));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of new Set(classes)) expect(page?.css).toContain(`.${name}`);
  });

  // A build has no library data: its data pages arrive with their header and a loading state, which the browser's
  // first render (with an empty store) matches; the server renderer sends them with their data instead.
  it.each(['/exercises', '/categories', '/programs'])('%s arrives loading, never as an empty library', (path) => {
    const html = pages.find((page) => page.path === path)?.html ?? '';
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('No exercises found');
    expect(html).not.toContain('could not be loaded');
  });

  it('sends fields read-only and the contact form unsendable until the app takes the page over', () => {
    const container = document.createElement('div');
    container.innerHTML = pages.find((page) => page.path === '/contact')?.html ?? '';
    const fields = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'message']);
    expect(fields.every((field) => field.readOnly)).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    container.innerHTML = pages.find((page) => page.path === '/exercises')?.html ?? '';
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.readOnly).toBe(true);
  });

  it("keeps styled-components' bookkeeping rules out of the CSS", () => {
    for (const page of pages) expect(page.css).not.toMatch(/data-styled|\/\*!sc\*\//);
  });
});

describe('preloadPage', () => {
  it("loads a lazy page's chunk and resolves for pages that ship with the module or do not exist", async () => {
    await expect(preloadPage('/pricing')).resolves.toBeUndefined();
    await expect(preloadPage('/exercises')).resolves.toBeUndefined();
    await expect(preloadPage('/no-such-page')).resolves.toBeUndefined();
  });
});
