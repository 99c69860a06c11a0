import { apiErrorMessage } from '@physio/api-client';
import type { DetectRequest, DetectResponse, SaveExercisesRequest, SaveExercisesResponse } from '@physio/contracts';
import { useState } from 'react';
import { draftError, newDrafts, toInput, type ExerciseDraft } from '../../components/exercise-draft';
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
export function useDetectExercises(texts: DetectTexts) {
  const [captions, setCaptions] = useState<UploadedCaptions | null>(null);
  const [detected, setDetected] = useState<DetectResponse | null>(null);
  const [drafts, setDrafts] = useState<ExerciseDraft[]>([]);
  const [status, setStatus] = useState<DetectStatus | null>(null);
  const [requestDetect, { isLoading: detecting }] = useDetectExercisesMutation();
  const [requestSave, { isLoading: saving }] = useSaveExercisesMutation();
  const busy = detecting || saving;

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
    if (drafts.some((draft) => draftError(draft))) {
      notify.error(texts.invalidDraftsTitle, INVALID_DRAFTS);
      return null;
    }
    try {
      const result = await requestSave({ ...target, exercises: drafts.map(toInput) }).unwrap();
      setDrafts([]);
      notify.success('Success', texts.saved);
      return result;
    } catch (failure) {
      notify.error('Error saving exercises', apiErrorMessage(failure, 'Failed to save exercises'));
      return null;
    }
  }

  return {
    captions,
    setCaptions,
    detected,
    drafts,
    setDrafts,
    status,
    detecting,
    saving,
    busy,
    detect,
    save,
    discard: () => setDrafts([]),
  };
}

export type DetectFlow = ReturnType<typeof useDetectExercises>;
