import { apiFieldErrors } from '@physio/api-client';
import type { ExerciseInput } from '@physio/contracts';
import { useFieldErrors } from '@physio/ui';
import { draftProblems, type DraftField } from './exercise-draft';

/**
 * The field messages of one exercise form, on the shared field-error mechanism (messages on the fields, focus on the
 * first invalid one; give `form` to the <form>): found on submit (the title, besides what the fields show while
 * typing) or sent back by the API (its `details`, `prefix` naming the exercise's place in the request, e.g.
 * 'exercises.0.').
 */
export function useDraftProblems(videoSeconds = 0) {
  const { form, errors, show } = useFieldErrors<DraftField>();
  return {
    form,
    problems: errors,
    clear: () => show({}),
    /** True when the draft may be sent; otherwise its problems are shown on the fields. */
    accept: (draft: ExerciseInput): boolean => show(draftProblems(draft, videoSeconds)),
    fromApi(failure: unknown, prefix = ''): void {
      show(apiFieldErrors(failure, prefix));
    },
  };
}
