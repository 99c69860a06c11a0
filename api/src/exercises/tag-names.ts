export const TAG_MAX_LENGTH = 50;

export interface TagName {
  name: string;
  normalized: string;
}

/**
 * Tag names as stored: trimmed with inner whitespace collapsed, empty ones dropped, duplicates folded regardless of
 * case (the first spelling wins), order kept: the first tag is the exercise's type.
 */
export function normalizeTagNames(names: readonly string[]): TagName[] {
  const seen = new Set<string>();
  const result: TagName[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const normalized = name.toLowerCase();
    if (!name || seen.has(normalized)) continue;
    seen.add(normalized);
    result.push({ name, normalized });
  }
  return result;
}
