import type { LibraryExerciseDetail, ProgramDifficulty, PublishExerciseRequest } from '@physio/contracts';
import { LIBRARY_LIMITS } from '@physio/util';

/** One instruction step being edited; `key` keeps its text field in place while steps move. */
export interface StepDraft {
  key: string;
  text: string;
}

/** The publish form's state: the request with its steps keyed for editing. */
export interface PublicationDraft extends Omit<PublishExerciseRequest, 'instructions'> {
  instructions: StepDraft[];
}

export type PublicationField = keyof PublishExerciseRequest;

let counter = 0;
export const newStep = (text = ''): StepDraft => ({ key: `step-${++counter}`, text });

/** A first publication starts from the saved exercise's title and one empty step. */
export function draftForExercise(title: string): PublicationDraft {
  return {
    title,
    description: '',
    instructions: [newStep()],
    safety_tip: '',
    body_part: '',
    category: '',
    conditions: [],
    difficulty: 'beginner' as ProgramDifficulty,
  };
}

/** Editing starts from what is published now. */
export function draftFromPublication(publication: LibraryExerciseDetail): PublicationDraft {
  return {
    title: publication.title,
    description: publication.description,
    instructions: (publication.instructions.length ? publication.instructions : ['']).map((text) => newStep(text)),
    safety_tip: publication.safety_tip,
    body_part: publication.body_part.slug,
    category: publication.category.slug,
    conditions: publication.conditions.map((term) => term.slug),
    difficulty: publication.difficulty,
  };
}

/** What is sent: trimmed text, and steps left empty dropped. */
export function toPublishRequest(draft: PublicationDraft): PublishExerciseRequest {
  return {
    ...draft,
    title: draft.title.trim(),
    description: draft.description.trim(),
    safety_tip: draft.safety_tip.trim(),
    instructions: draft.instructions.map((step) => step.text.trim()).filter(Boolean),
  };
}

/**
 * What the form can tell before sending (the API checks the same and more): required fields and the library's limits.
 * Text lengths are held by the fields' maxLength, so only what typing cannot prevent is checked here.
 */
export function publicationProblems(draft: PublicationDraft): Partial<Record<PublicationField, string>> {
  const request = toPublishRequest(draft);
  const problems: Partial<Record<PublicationField, string>> = {};
  if (!request.title) problems.title = 'Title is required.';
  if (!request.description) problems.description = 'Description is required.';
  if (request.instructions.length < LIBRARY_LIMITS.instructionsMin) problems.instructions = 'Write at least one step.';
  if (!request.safety_tip) problems.safety_tip = 'Safety tip is required.';
  if (!request.body_part) problems.body_part = 'Choose a body part.';
  if (!request.category) problems.category = 'Choose a category.';
  if (request.conditions.length > LIBRARY_LIMITS.conditionsMax)
    problems.conditions = `Choose at most ${LIBRARY_LIMITS.conditionsMax} conditions.`;
  return problems;
}

/** The steps with the one at `index` moved by `offset` (-1 up, 1 down); unchanged at either end. */
export function moveStep(steps: StepDraft[], index: number, offset: -1 | 1): StepDraft[] {
  const target = index + offset;
  if (target < 0 || target >= steps.length) return steps;
  const next = [...steps];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
