import { chooseVersion, heaviestFirst, stableHash, versionsToTry, visitorPoint } from './sticky-choice';

const a = { url: 'http://a/1/mf-manifest.json', weight: 50 };
const b = { url: 'http://b/2/mf-manifest.json', weight: 50 };

/** Ids as a browser makes them (crypto.randomUUID), from a fixed seed so the test is the same every run. */
function ids(count: number): string[] {
  let seed = 42;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  return Array.from({ length: count }, () =>
    Array.from({ length: 4 }, () => next().toString(16).padStart(8, '0')).join('-'),
  );
}

function shareOf(versions: Array<{ url: string; weight: number }>, count: number): Map<string, number> {
  const seen = new Map<string, number>();
  for (const id of ids(count)) {
    const url = versionsToTry(versions, id, 'mfe_public')[0].url;
    seen.set(url, (seen.get(url) ?? 0) + 1);
  }
  return new Map([...seen].map(([url, n]) => [url, (100 * n) / count]));
}

describe('sticky choice of a remote version', () => {
  it('hashes the same text to the same number, and different texts apart', () => {
    expect(stableHash('visitor-1')).toBe(stableHash('visitor-1'));
    expect(stableHash('visitor-1')).not.toBe(stableHash('visitor-2'));
    expect(stableHash('')).toBeGreaterThanOrEqual(0);
  });

  it('always picks the same version for the same id', () => {
    for (const id of ids(200)) {
      const first = versionsToTry([a, b], id, 'mfe_public')[0];
      for (let i = 0; i < 3; i++) expect(versionsToTry([a, b], id, 'mfe_public')[0]).toBe(first);
    }
  });

  it.each([
    [50, 50],
    [90, 10],
    [99, 1],
    [25, 75],
  ])('shares 10,000 visitors %i/%i within two points of the weights', (weightA, weightB) => {
    const share = shareOf(
      [
        { ...a, weight: weightA },
        { ...b, weight: weightB },
      ],
      10_000,
    );
    expect(Math.abs((share.get(a.url) ?? 0) - weightA)).toBeLessThanOrEqual(2);
    expect(Math.abs((share.get(b.url) ?? 0) - weightB)).toBeLessThanOrEqual(2);
  });

  it('sends no visitor to a version of weight 0, yet keeps it as a fallback', () => {
    const versions = [
      { ...a, weight: 0 },
      { ...b, weight: 100 },
    ];
    expect(shareOf(versions, 2000).get(b.url)).toBe(100);
    expect(versionsToTry(versions, 'anyone', 'mfe_public').map((v) => v.url)).toEqual([b.url, a.url]);
  });

  it('tries the other versions heaviest first, the listed order among equals', () => {
    const c = { url: 'http://c/3/mf-manifest.json', weight: 10 };
    const versions = [c, { ...a, weight: 60 }, { ...b, weight: 30 }];
    expect(heaviestFirst(versions).map((v) => v.url)).toEqual([a.url, b.url, c.url]);
    const id = ids(500).find((candidate) => visitorPoint(candidate, 'mfe_public') < 10) ?? '';
    expect(versionsToTry(versions, id, 'mfe_public').map((v) => v.url)).toEqual([c.url, a.url, b.url]);
  });

  it('keeps the canary visitors on the canary as its weight grows (the new version listed last)', () => {
    const stable = { url: 'http://a/1/mf-manifest.json' };
    const canary = { url: 'http://b/2/mf-manifest.json' };
    const onCanaryAt10 = ids(2000).filter(
      (id) =>
        versionsToTry(
          [
            { ...stable, weight: 90 },
            { ...canary, weight: 10 },
          ],
          id,
          'mfe_public',
        )[0].url === canary.url,
    );
    expect(onCanaryAt10.length).toBeGreaterThan(100);
    for (const id of onCanaryAt10) {
      expect(
        versionsToTry(
          [
            { ...stable, weight: 50 },
            { ...canary, weight: 50 },
          ],
          id,
          'mfe_public',
        )[0].url,
      ).toBe(canary.url);
    }
  });

  it('draws a separate point per remote, and reads a single version as everyone', () => {
    const differs = ids(200).some((id) => visitorPoint(id, 'mfe_public') !== visitorPoint(id, 'mfe_participant'));
    expect(differs).toBe(true);
    expect(chooseVersion([{ url: 'only', weight: 100 }], 99)?.url).toBe('only');
    expect(chooseVersion([], 5)).toBeUndefined();
  });
});
