/**
 * A name said in passing is not an announcement: "unlike the squats", "a lot like the bird dog", "easier than the
 * plank we'll do later", "no crunches". Such a mention never starts a caption segment. A mention is passing when a
 * comparing or negating word comes right before it (articles skipped), or when the words right after it place the
 * exercise at another time ("we did", "later", "earlier").
 */
import { BOUNDARY, tokenize } from './normalize';

const COMPARING_OR_NEGATING = new Set(
  tokenize(
    // "ask me about squats": a topic of talk, not an announcement.
    'unlike like than similar compared versus vs instead except besides no not without never skip avoid about ' +
      'wie als statt ohne kein keine nicht como sin comme sans pas',
  ),
);
const ARTICLES = new Set(
  tokenize(
    'the a an those these that this your our some any der die das den ein eine el la los las un una le les une des',
  ),
);
const ELSEWHERE_IN_TIME = new Set(tokenize('did earlier later yesterday tomorrow previously before'));
/** How many words after a mention may place it at another time. */
const AFTER_WINDOW = 4;

export function isPassingMention(tokens: readonly string[], start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && ARTICLES.has(tokens[i])) i--;
  if (i >= 0 && COMPARING_OR_NEGATING.has(tokens[i])) return true;
  for (let j = end; j < Math.min(tokens.length, end + AFTER_WINDOW); j++) {
    if (tokens[j] === BOUNDARY) break;
    if (ELSEWHERE_IN_TIME.has(tokens[j])) return true;
  }
  return false;
}
