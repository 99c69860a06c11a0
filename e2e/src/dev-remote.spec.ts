import { openBrowser, type BrowserSession } from './support/browser';
import { E2E_PORTS } from './support/ports';
import { Stack } from './support/stack';

// A team tries a change against the real site: its remote's dev server (`npm run serve -w
// mfe-public`) composed into the production shell, which is opened as people open it locally,
// at localhost or at 127.0.0.1.
const DEV_PORT = Number(process.env.E2E_DEV_REMOTE_PORT ?? 4311);

describe("a remote's dev server in the production shell", () => {
  const stack = new Stack();
  let browser: BrowserSession;

  beforeAll(async () => {
    await Promise.all([
      stack.startApi(),
      stack.startDevServer('mfe-public', DEV_PORT),
      stack.startWeb('shell', undefined, { REMOTE_PUBLIC_URL: `http://localhost:${DEV_PORT}/mf-manifest.json` }),
    ]);
    browser = await openBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  });

  it.each(['localhost', '127.0.0.1'])('renders and runs the dev build when the shell is opened at %s', async (host) => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).port === String(DEV_PORT))
        problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`http://${host}:${E2E_PORTS.shell}/exercises`);
    await page.getByRole('heading', { level: 1, name: 'Exercise Library' }).waitFor();
    // The dev build is interactive inside the shell: its state, and the shell's router.
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
    await page.getByRole('heading', { level: 2, name: 'Planks', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }).waitFor();

    expect(await page.getByText('temporarily unavailable').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
