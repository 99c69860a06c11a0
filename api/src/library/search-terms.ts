/**
 * What people type, as the words a full-text query looks for: letters and digits only, lower case, at most 8. Quotes,
 * `%`, `_`, `*`, `:` , `&`, `|`, `!`, parentheses and every other character of either engine's query syntax only
 * separate words, so a search is always plain text and never a syntax error.
 */
export function searchWords(search: string | undefined): string[] {
  return (
    (search ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/**
 * PostgreSQL `to_tsquery('english', …)` text: every word must match, the last also as the start of a word ("kne"
 * finds knee while people type). Each word is stemmed by the 'english' config like the indexed text.
 */
export function tsQueryText(words: readonly string[]): string {
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** SQLite FTS5 MATCH text with the same meaning: quoted words ANDed, the last a prefix. */
export function fts5QueryText(words: readonly string[]): string {
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' AND ');
}
