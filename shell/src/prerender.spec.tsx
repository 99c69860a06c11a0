import { prerender } from './prerender';

describe("the shell's prerendered frame", () => {
  let result: Awaited<ReturnType<typeof prerender>>;
  beforeAll(async () => {
    result = await prerender();
  });

  const frame = (path: string) => {
    const found = result.frames.find((candidate) => candidate.path === path);
    const container = document.createElement('div');
    container.innerHTML = `${found?.before}<p id="page">page</p>${found?.after}`;
    return { found, container };
  };

  it('is rendered plainly and once per main section', () => {
    expect(result.frames.map((f) => f.path)).toEqual([
      '/',
      '/exercises',
      '/categories',
      '/professionals',
      '/pricing',
      '/blog',
    ]);
  });

  it('puts the page inside the main landmark, after the skip link and the navigation of a visitor', () => {
    const { container } = frame('/');
    expect(container.querySelector('main#main > #page')).not.toBeNull();
    expect(container.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
    expect(container.querySelector('nav[aria-label="Main"] a[href="/sign-in"]')?.textContent).toBe('Sign in');
    expect(container.querySelector('[aria-current="page"]')).toBeNull();
  });

  it("marks the section's link as the current page", () => {
    const { container } = frame('/pricing');
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Pricing');
  });

  it('carries the global styles and the rules of every class it uses', () => {
    const { found, container } = frame('/blog');
    expect(found?.css).toMatch(/body\{[^}]*margin:0/);
    const classes = [...container.querySelectorAll('[class*="sc-"]')]
      .flatMap((el) => [...el.classList])
      .filter((name) => !name.startsWith('sc-'));
    for (const name of new Set(classes)) expect(found?.css).toContain(`.${name}`);
  });

  it('tells the server which remote owns which URLs, and that only the public site is prerendered', () => {
    expect(result.mounts.filter((mount) => mount.public).map((mount) => mount.remote)).toEqual(['mfe_public']);
    expect(result.shellPaths).toEqual(['/sign-in', '/sign-up', '/forgot-password', '/reset-password']);
    expect(result.mounts.find((mount) => mount.remote === 'mfe_professional')?.prefixes).toContain(
      '/dashboard/professional',
    );
  });
});
