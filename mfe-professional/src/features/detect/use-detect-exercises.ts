import { apiErrorMessage, apiFieldErrors } from '@physio/api-client';
import type { DetectRequest, DetectResponse, SaveExercisesRequest, SaveExercisesResponse } from '@physio/contracts';
import { useState } from 'react';
import {
  allAlreadySaved,
  draftProblems,
  newDrafts,
  toInput,
  type DraftProblems,
  type ExerciseDraft,
} from '../../components/exercise-draft';
import { notify } from '../../components/notify';
import { useSaveExercisesMutation } from '../videos/api';
import { useDetectExercisesMutation } from './api';
import { ALL_SAVED, ALL_SAVED_TITLE, INVALID_DRAFTS, INVALID_URL, type DetectTexts } from './detect-texts';

export interface DetectStatus {
  text: string;
  error?: boolean;
}

export interface UploadedCaptions {
  name: string;
  text: string;
}

/** The video the reviewed exercises are saved on. */
export type SaveTarget = Omit<SaveExercisesRequest, 'exercises'>;

/**
 * Detect → review → save, for any page that offers it: detection asks the API (which marks the exercises already
 * saved on the video), the new ones become editable drafts, and saving sends them all at once.
 */
export function useDetectExercises(texts: DetectTexts, videoSeconds = 0) {
  const [captions, setCaptions] = useState<UploadedCaptions | null>(null);
  const [detected, setDetected] = useState<DetectResponse | null>(null);
  const [drafts, setDrafts] = useState<ExerciseDraft[]>([]);
  const [status, setStatus] = useState<DetectStatus | null>(null);
  // Each draft's field messages (by draft key), found on save or sent back by the API; shown on the fields.
  const [problems, setProblems] = useState<Record<string, DraftProblems>>({});
  const [requestDetect, { isLoading: detecting }] = useDetectExercisesMutation();
  const [requestSave, { isLoading: saving }] = useSaveExercisesMutation();
  const busy = detecting || saving;
  // Every exercise the engine found is already on the video: there is nothing new to save.
  const nothingNew = !!detected && allAlreadySaved(detected.exercises);

  function report(next: DetectStatus, notice: () => void) {
    if (texts.inlineStatus) setStatus(next);
    notice();
  }

  /** `null` means the page found the URL invalid before asking. */
  async function detect(request: DetectRequest | null): Promise<void> {
    if (busy) return;
    if (!request) {
      report({ text: INVALID_URL, error: true }, () => notify.error(texts.failedTitle, INVALID_URL));
      return;
    }
    setStatus(null);
    setDetected(null);
    setDrafts([]);
    setProblems({});
    try {
      const response = await requestDetect({
        ...request,
        ...(captions ? { captions: captions.text } : {}),
      }).unwrap();
      const { drafts: fresh, allSaved } = newDrafts(response.exercises);
      setDetected(response);
      setDrafts(fresh);
      if (allSaved) {
        report({ text: ALL_SAVED }, () => notify.info(ALL_SAVED_TITLE, ALL_SAVED));
      } else {
        const text = texts.found(fresh.length, response.video_title);
        report({ text }, () => notify.success(texts.foundTitle, text));
      }
    } catch (failure) {
      const text = apiErrorMessage(failure, texts.failedFallback);
      report({ text, error: true }, () => notify.error(texts.failedTitle, text));
    }
  }

  /** Resolves to the saved video and exercises, or null when nothing was saved. */
  async function save(target: SaveTarget): Promise<SaveExercisesResponse | null> {
    if (busy) return null;
    const found = byKey(drafts, (draft) => draftProblems(draft, videoSeconds));
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // Not an outcome but a form to correct: said under the list, each message on its field.
      setStatus({ text: INVALID_DRAFTS, error: true });
      return null;
    }
    setStatus(null);
    try {
      const result = await requestSave({ ...target, exercises: drafts.map(toInput) }).unwrap();
      setDrafts([]);
      notify.success('Success', texts.saved);
      return result;
    } catch (failure) {
      // The API names each refused field by its place in the request: exercises.2.end_time.
      setProblems(byKey(drafts, (_, index) => apiFieldErrors(failure, `exercises.${index}.`)));
      notify.error('Error saving exercises', apiErrorMessage(failure, 'Failed to save exercises'));
      return null;
    }
  }

  return {
    captions,
    setCaptions,
    detected,
    nothingNew,
    drafts,
    setDrafts,
    status,
    detecting,
    saving,
    busy,
    problems,
    detect,
    save,
    discard: () => {
      setDrafts([]);
      setProblems({});
      setStatus(null);
    },
  };
}

/** The drafts' non-empty problem sets, keyed by draft key. */
function byKey(
  drafts: ExerciseDraft[],
  find: (draft: ExerciseDraft, index: number) => DraftProblems,
): Record<string, DraftProblems> {
  const all: Record<string, DraftProblems> = {};
  drafts.forEach((draft, index) => {
    const found = find(draft, index);
    if (Object.keys(found).length > 0) all[draft.key] = found;
  });
  return all;
}

export type DetectFlow = ReturnType<typeof useDetectExercises>;
