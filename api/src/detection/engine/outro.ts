/**
 * Phrases with which a physio leaves the exercises behind ("that's it for today", "thanks for watching").
 * Speech after the last exercise's last evidence is cut at the first of these, so the sign-off and the
 * subscribe request do not end up inside the last exercise.
 */
import { PhraseTrie } from './phrase-trie';
import { tokenize } from './normalize';

const OUTRO_PHRASES = [
  "that's it for today",
  "that's all for today",
  'that is it for today',
  "that's it for this video",
  "that's all for this video",
  'thanks for watching',
  'thank you for watching',
  'thanks so much for watching',
  'subscribe',
  'like and subscribe',
  'see you next time',
  'see you in the next video',
  'until next time',
  'to recap',
  'to sum up',
  'in summary',
  'hope this helps',
  'hope this helped',
  'hope you found this',
  "that's the end of",
  'that concludes',
  'that wraps up',
  'leave a comment',
  'comment below',
  'danke fürs zuschauen',
  'bis zum nächsten mal',
  'gracias por ver',
  'hasta la próxima',
  "merci d'avoir regardé",
];

let cached: PhraseTrie<true> | null = null;

function outroTrie(): PhraseTrie<true> {
  if (!cached) {
    cached = new PhraseTrie<true>();
    for (const phrase of OUTRO_PHRASES) cached.add(tokenize(phrase), true);
  }
  return cached;
}

/** Index of the first token at or after `from` that begins an outro phrase, or -1. */
export function findOutro(tokens: readonly string[], from: number): number {
  const trie = outroTrie();
  for (let i = Math.max(0, from); i < tokens.length; i++) if (trie.longestAt(tokens, i)) return i;
  return -1;
}
