import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRERENDER_FILE, writePrerendered } from './prerender-output';

describe('writePrerendered', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'physio-prerender-'))));
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exitCode = undefined;
  });

  it("writes what the app's prerender() returns to prerender.json", async () => {
    await writePrerendered(async () => ({ pages: [{ path: '/', html: '<h1>Hi</h1>' }] }), dir);
    expect(JSON.parse(readFileSync(path.join(dir, PRERENDER_FILE), 'utf8'))).toEqual({
      pages: [{ path: '/', html: '<h1>Hi</h1>' }],
    });
    expect(process.exitCode).toBeUndefined();
  });

  it('writes nothing and fails the process when prerendering throws', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await writePrerendered(() => Promise.reject(new Error('no such page')), dir);
    expect(existsSync(path.join(dir, PRERENDER_FILE))).toBe(false);
    expect(process.exitCode).toBe(1);
    expect(error.mock.calls[0][0]).toContain('no such page');
    error.mockRestore();
  });
});
