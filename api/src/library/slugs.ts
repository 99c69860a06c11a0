/** The longest slug we make from a title; `-N` suffixes stay within the column's 100 characters. */
const BASE_MAX = 80;

/**
 * The URL-safe base of a publication's slug: lower case ASCII words joined by dashes ("Seated knee flexion!" →
 * "seated-knee-flexion"); accents dropped, anything else a separator. A title with no letters or digits gives
 * `fallback`.
 */
export function slugBase(title: string, fallback: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return base || fallback;
}

/** `base`, or `base-2`, `base-3`… : the first that is not in `taken` (the slugs equal to base or starting `base-`). */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
