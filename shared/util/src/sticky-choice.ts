// Which version of a remote a visitor gets, when a remote is released to a share of visitors: a
// stable hash of the visitor's random id (kept on the device) picks a point from 0 to 99, and the
// versions own consecutive ranges of those points, as wide as their weights, in the order listed.
// The same id always lands on the same version while the weights stay; a new version listed last
// keeps its visitors as its weight grows (its range only widens towards the front).

export interface WeightedVersion {
  url: string;
  /** 0-100; the weights of one remote add up to 100. 0: no visitor lands there (it is still a fallback). */
  weight: number;
}

/** FNV-1a, 32 bits: stable across browsers and sessions, spread well enough for a percentage. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche (murmur3's fmix32): FNV alone leaves the low bits of similar ids close.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The visitor's point (0-99) for one remote: each remote draws its own, so canaries of two remotes are independent. */
export function visitorPoint(visitorId: string, remote: string): number {
  return stableHash(`${remote}:${visitorId}`) % 100;
}

/** The version whose range holds `point`; with weights that do not reach it, the heaviest. */
export function chooseVersion<T extends WeightedVersion>(versions: readonly T[], point: number): T | undefined {
  let end = 0;
  for (const version of versions) {
    end += Math.max(0, version.weight);
    if (version.weight > 0 && point < end) return version;
  }
  return heaviestFirst(versions)[0];
}

/** Heaviest first, the listed order among equals: the order in which the others are tried when one fails. */
export function heaviestFirst<T extends WeightedVersion>(versions: readonly T[]): T[] {
  return versions
    .map((version, index) => ({ version, index }))
    .sort((a, b) => b.version.weight - a.version.weight || a.index - b.index)
    .map(({ version }) => version);
}

/** The versions in the order this visitor tries them: their own first, then the others heaviest first. */
export function versionsToTry<T extends WeightedVersion>(
  versions: readonly T[],
  visitorId: string,
  remote: string,
): T[] {
  const chosen = chooseVersion(versions, visitorPoint(visitorId, remote));
  if (!chosen) return [];
  return [chosen, ...heaviestFirst(versions).filter((version) => version !== chosen)];
}
