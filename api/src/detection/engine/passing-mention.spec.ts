import { tokenize } from './normalize';
import { isDeferredAfter, isForwardMention, isPassingMention, isRepeatCall } from './passing-mention';

/** Whether the word `name` in `text` is said in passing, or put off by what follows it. */
const passing = (text: string, name: string) => {
  const tokens = tokenize(text);
  const start = tokens.indexOf(tokenize(name)[0]);
  const end = start + tokenize(name).length;
  return isPassingMention(tokens, start, end) || isDeferredAfter(tokens, end);
};

describe('isPassingMention', () => {
  it.each([
    ['unlike the squats this one is all hips', 'squats'],
    ["it's a lot like the bird dog just upside down", 'bird dog'],
    ["way easier than the plank we'll do later", 'plank'],
    ['no crunches I promise', 'crunches'],
    ['remember the bridge we did earlier', 'bridge'],
    ['a question I get all the time is whether crunches are bad for you', 'crunches'],
    ["open the knee and don't let it roll back into a side plank", 'side plank'],
    ['we are not doing push ups yet', 'push ups'],
    ["pas de fentes aujourd'hui", 'fentes'],
    ['heute keine Ausfallschritte', 'Ausfallschritte'],
    ['last time we did the clamshells', 'clamshells'],
    ['next week: step ups and balance', 'step ups'],
    ['La dernière fois, on a fait le pont.', 'pont'],
    ['Nächstes Mal machen wir den Unterarmstütz', 'Unterarmstütz'],
    ["we won't do burpees today", 'burpees'],
    ["we'll add split squats next time", 'split squats'],
    ['in the next video we add lunges', 'lunges'],
    ["Some of you will have seen people doing squats in the gym. We're not doing those yet.", 'squats'],
    ['Liegestütze und Klimmzüge machen wir heute natürlich nicht.', 'Liegestütze'],
    ['Lo squat, per ora non lo facciamo.', 'squat'],
    ['Le gainage, on le verra la semaine prochaine.', 'gainage'],
    ["We're building up to Turkish get ups next month.", 'Turkish get ups'],
    ["In week three we'll add step ups and sit to stands.", 'step ups'],
    ['Na próxima aula vamos trabalhar a prancha.', 'prancha'],
    ["People often jump straight to box jumps and sprints. That's a mistake.", 'box jumps'],
    ['Muchos me preguntan por las sentadillas búlgaras. Eso lo vemos más adelante, hoy no.', 'sentadillas'],
    ['Na drepy s činkou sa ma pýtate často, ale tie teraz nerobíme.', 'drepy'],
    ['Na drepy s činkou alebo mŕtvy ťah sa ma pýtate často.', 'drepy'],
    ['Dużo osób pyta mnie o pompki i wyciskanie nad głowę.', 'pompki'],
    ['Πολλοί με ρωτάτε για κοιλιακούς και σανίδα.', 'σανίδα'],
    ['Fietsen mag pas vanaf week vier, en squats doen we zeker nog niet.', 'squats'],
    ['Some of you will have seen clams and bridges online. We leave those until your six-week check.', 'bridges'],
    ['Some of you will have seen clams online.', 'clams'],
  ])('"%s": %s is in passing', (text, name) => expect(passing(text, name)).toBe(true));

  it.each([
    ['next up glute bridges lie on your back', 'glute bridges'],
    ['alright first up bodyweight squats', 'squats'],
    ["don't worry now we do the bird dog", 'bird dog'],
    ['one last time into the plank', 'plank'],
    ['last week we did bridges today clamshells', 'clamshells'],
    ["if you can't do push ups do wall push ups", 'wall push ups'],
    ["squats, don't come up yet, hold it", 'squats'],
    ['glute bridges. next week we add a band', 'glute bridges'],
  ])('"%s": %s is an announcement', (text, name) => expect(passing(text, name)).toBe(false));

  it('stops at the next name said: "for the bird dog we are not doing push ups yet" puts off the push ups only', () => {
    const tokens = tokenize('for the bird dog we are not doing push ups yet');
    const pushUps = tokens.indexOf('push');
    expect(isDeferredAfter(tokens, tokens.indexOf('dog') + 1, pushUps)).toBe(false);
    expect(isPassingMention(tokens, pushUps, pushUps + 2)).toBe(true);
  });

  it.each([
    ['in a moment we will move into the cat cow', 'cat cow', true],
    ['Gleich kommt die Katze-Kuh, aber erst noch fünf Brücken.', 'Katze', true],
    ["Dans un instant on passera à la posture de l'enfant", 'posture', true],
    ['after this we go to the goblet squats', 'goblet squats', true],
    ["after this one we'll finish with the child's pose", 'child', true],
    ["hold it, we'll go into child's pose next", "child's pose", true],
    ['next we will move into the cat cow', 'cat cow', false],
  ])('"%s": %s announced a moment ahead: %s', (text, name, ahead) => {
    const tokens = tokenize(text);
    const start = tokens.indexOf(tokenize(name)[0]);
    expect(isForwardMention(tokens, start, start + tokenize(name).length)).toBe(ahead);
  });
});

describe('isRepeatCall', () => {
  it.each([
    ['and the heel raises once more', 'heel raises', true],
    ['the step ups again', 'step ups', true],
    ['heel raises once a day', 'heel raises', false],
  ])('"%s": %s called again: %s', (text, name, again) => {
    const tokens = tokenize(text);
    const start = tokens.indexOf(tokenize(name)[0]);
    expect(isRepeatCall(tokens, start, start + tokenize(name).length)).toBe(again);
  });
});
