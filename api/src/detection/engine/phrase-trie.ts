/**
 * A token trie: phrases are token sequences, and a scan finds, at each position, the LONGEST phrase starting
 * there (so "single leg glute bridge" wins over "glute bridge"), then continues after it. One pass over the
 * text, cost proportional to tokens x longest phrase, independent of how many phrases the lexicon holds.
 */

interface TrieNode<T> {
  next: Map<string, TrieNode<T>> | null;
  value: T | undefined;
}

export interface PhraseHit<T> {
  /** Index of the first token of the phrase. */
  start: number;
  /** Index one past the last token. */
  end: number;
  value: T;
}

export class PhraseTrie<T> {
  private readonly root: TrieNode<T> = { next: null, value: undefined };
  private phraseCount = 0;

  get size(): number {
    return this.phraseCount;
  }

  /** Adds a phrase; returns false when the phrase was already present (the first value is kept). */
  add(tokens: readonly string[], value: T): boolean {
    if (tokens.length === 0) return false;
    let node = this.root;
    for (const token of tokens) {
      node.next ??= new Map();
      let child = node.next.get(token);
      if (!child) {
        child = { next: null, value: undefined };
        node.next.set(token, child);
      }
      node = child;
    }
    if (node.value !== undefined) return false;
    node.value = value;
    this.phraseCount++;
    return true;
  }

  /** Value stored for exactly this phrase, if any. */
  get(tokens: readonly string[]): T | undefined {
    let node: TrieNode<T> | undefined = this.root;
    for (const token of tokens) {
      node = node.next?.get(token);
      if (!node) return undefined;
    }
    return node.value;
  }

  /** Whether some phrase starts with this token. */
  startsWith(token: string): boolean {
    return this.root.next?.has(token) ?? false;
  }

  /** Longest phrase starting at `start`, or null. */
  longestAt(tokens: readonly string[], start: number): PhraseHit<T> | null {
    let node: TrieNode<T> | undefined = this.root;
    let best: PhraseHit<T> | null = null;
    for (let i = start; i < tokens.length; i++) {
      node = node.next?.get(tokens[i]);
      if (!node) break;
      if (node.value !== undefined) best = { start, end: i + 1, value: node.value };
    }
    return best;
  }

  /** Every phrase occurrence, overlapping ones included (a short cue inside a longer one still counts). */
  scanAll(tokens: readonly string[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      let node = this.root.next?.get(tokens[start]);
      for (let i = start + 1; node; i++) {
        if (node.value !== undefined) hits.push({ start, end: i, value: node.value });
        node = i < tokens.length ? node.next?.get(tokens[i]) : undefined;
      }
    }
    return hits;
  }

  /**
   * Like `scanAll`, also finding a phrase of at least `minLength` tokens said with one word more inside it ("lift one
   * leg out to the side" for "lift leg out to the side"). The hit ends one past its last matched token.
   */
  scanAllWithGap(tokens: readonly string[], minLength: number): PhraseHit<T>[] {
    const hits = this.scanAll(tokens);
    const seen = new Set(hits.map((h) => `${h.start}:${h.end}`));
    for (let start = 0; start < tokens.length; start++) {
      let node = this.root.next?.get(tokens[start]);
      // Walk the phrase as said; at each step after the first word, try the word after the next one instead.
      for (let i = start + 1, depth = 1; node && i + 1 < tokens.length; i++, depth++) {
        for (let after = node.next?.get(tokens[i + 1]), j = i + 2, d = depth + 1; after; j++, d++) {
          if (after.value !== undefined && d >= minLength && !seen.has(`${start}:${j}`)) {
            seen.add(`${start}:${j}`);
            hits.push({ start, end: j, value: after.value });
          }
          after = j < tokens.length ? after.next?.get(tokens[j]) : undefined;
        }
        node = node.next?.get(tokens[i]);
      }
    }
    return hits.sort((a, b) => a.start - b.start || a.end - b.end);
  }

  /** Non-overlapping, leftmost-longest hits over the whole token list. */
  scan(tokens: readonly string[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    let i = 0;
    while (i < tokens.length) {
      const hit = this.root.next?.has(tokens[i]) ? this.longestAt(tokens, i) : null;
      if (hit) {
        hits.push(hit);
        i = hit.end;
      } else {
        i++;
      }
    }
    return hits;
  }

  /**
   * Like `scan`, reading the tokens as if every token of `skipped` were not there (the phrases must hold none): a hit
   * never starts on a skipped token, and its end is one past its last matched token. No copy of the tokens is made.
   */
  scanSkipping(tokens: readonly string[], skipped: ReadonlySet<string>): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    const root = this.root.next;
    if (!root) return hits;
    let i = 0;
    while (i < tokens.length) {
      // The phrases hold no skipped token, so the root has none: no look-up in `skipped` for most tokens.
      let node = root.get(tokens[i]);
      let best: PhraseHit<T> | null = null;
      for (let j = i + 1; node; j++) {
        if (node.value !== undefined) best = { start: i, end: j, value: node.value };
        while (j < tokens.length && skipped.has(tokens[j])) j++;
        node = j < tokens.length ? node.next?.get(tokens[j]) : undefined;
      }
      if (best) {
        hits.push(best);
        i = best.end;
      } else {
        i++;
      }
    }
    return hits;
  }
}
