import { apiFieldErrors } from '@physio/api-client';
import type { ExerciseInput } from '@physio/contracts';
import { useState } from 'react';
import { draftProblems, type DraftProblems } from './exercise-draft';

/**
 * The field messages of one exercise form: found on submit (the title, besides what the fields show while typing) or
 * sent back by the API (its `details`, `prefix` naming the exercise's place in the request, e.g. 'exercises.0.').
 */
export function useDraftProblems(videoSeconds = 0) {
  const [problems, setProblems] = useState<DraftProblems>({});
  return {
    problems,
    clear: () => setProblems({}),
    /** True when the draft may be sent; otherwise its problems are shown on the fields. */
    accept(draft: ExerciseInput): boolean {
      const found = draftProblems(draft, videoSeconds);
      setProblems(found);
      return Object.keys(found).length === 0;
    },
    fromApi(failure: unknown, prefix = ''): void {
      setProblems(apiFieldErrors(failure, prefix));
    },
  };
}
