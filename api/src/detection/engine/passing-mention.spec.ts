import { tokenize } from './normalize';
import { isPassingMention } from './passing-mention';

/** Whether the word `name` in `text` is said in passing. */
const passing = (text: string, name: string) => {
  const tokens = tokenize(text);
  const start = tokens.indexOf(tokenize(name)[0]);
  return isPassingMention(tokens, start, start + tokenize(name).length);
};

describe('isPassingMention', () => {
  it.each([
    ['unlike the squats this one is all hips', 'squats'],
    ["it's a lot like the bird dog just upside down", 'bird dog'],
    ["way easier than the plank we'll do later", 'plank'],
    ['no crunches I promise', 'crunches'],
    ['remember the bridge we did earlier', 'bridge'],
  ])('"%s": %s is in passing', (text, name) => expect(passing(text, name)).toBe(true));

  it.each([
    ['next up glute bridges lie on your back', 'glute bridges'],
    ['alright first up bodyweight squats', 'squats'],
  ])('"%s": %s is an announcement', (text, name) => expect(passing(text, name)).toBe(false));
});
