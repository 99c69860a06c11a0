import { apiErrorMessage, apiFieldErrors } from '@physio/api-client';
import type { LibraryExerciseDetail, ProgramDifficulty } from '@physio/contracts';
import { Button, SelectField, TextAreaField, TextField, useFieldErrors } from '@physio/ui';
import { LIBRARY_BODY_PARTS, LIBRARY_CATEGORIES, LIBRARY_DIFFICULTIES, LIBRARY_LIMITS } from '@physio/util';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components/notify';
import { usePublishExerciseMutation } from '../api';
import {
  draftForExercise,
  draftFromPublication,
  publicationProblems,
  toPublishRequest,
  type PublicationDraft,
} from '../publication-draft';
import { ConditionsField } from './conditions-field';
import { InstructionsField } from './instructions-field';

const Form = styled.form`
  display: grid;
  gap: 20px;
  .pair {
    display: grid;
    gap: 20px;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (max-width: 640px) {
    .pair {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .submit {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const toOptions = (terms: readonly { slug: string; name: string }[]) =>
  terms.map((term) => ({ value: term.slug, label: term.name }));

/** The API names a step's or a condition's problem by its index (`instructions.2`): steps get theirs on the step. */
function splitErrors(fields: Record<string, string | undefined>) {
  const stepErrors: Record<number, string | undefined> = {};
  const errors: Record<string, string | undefined> = {};
  for (const [path, message] of Object.entries(fields)) {
    const step = /^instructions\.(\d+)/.exec(path);
    if (step) stepErrors[Number(step[1])] = message;
    else errors[path.split('.')[0]] = errors[path.split('.')[0]] ?? message;
  }
  return { stepErrors, errors };
}

interface ExercisePublicationFormProps {
  exerciseId: number;
  videoId: number;
  /** The saved exercise's title: a first publication starts from it. */
  exerciseTitle: string;
  /** What is published now, or null for a first publication. */
  publication: LibraryExerciseDetail | null;
}

/** Title, description, steps, safety tip and the library's terms of one publication; posting again updates it. */
export function ExercisePublicationForm({
  exerciseId,
  videoId,
  exerciseTitle,
  publication,
}: ExercisePublicationFormProps) {
  const [draft, setDraft] = useState<PublicationDraft>(() =>
    publication ? draftFromPublication(publication) : draftForExercise(exerciseTitle),
  );
  const { form, errors: shown, show } = useFieldErrors<string>();
  const [publish, { isLoading: saving }] = usePublishExerciseMutation();
  const { stepErrors, errors } = splitErrors(shown);
  const change = (next: Partial<PublicationDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    show({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !show(publicationProblems(draft))) return;
    try {
      await publish({ id: exerciseId, videoId, body: toPublishRequest(draft) }).unwrap();
      notify.success(
        publication ? 'Publication updated' : 'Published',
        publication ? 'The public page shows your changes.' : 'Your exercise is in the public library.',
      );
    } catch (failure) {
      show(apiFieldErrors(failure));
      notify.error('Error publishing exercise', apiErrorMessage(failure, 'Failed to publish exercise'));
    }
  }

  return (
    <Form ref={form} onSubmit={submit} noValidate aria-label="Publication">
      <TextField
        label="Title"
        hint={`What visitors see first; up to ${LIBRARY_LIMITS.titleMax} characters.`}
        value={draft.title}
        maxLength={LIBRARY_LIMITS.titleMax}
        required
        disabled={saving}
        error={errors.title}
        onChange={(e) => change({ title: e.target.value })}
      />
      <TextAreaField
        label="Description"
        hint={`What it is for and who it suits; up to ${LIBRARY_LIMITS.descriptionMax} characters.`}
        rows={4}
        value={draft.description}
        maxLength={LIBRARY_LIMITS.descriptionMax}
        required
        disabled={saving}
        error={errors.description}
        onChange={(e) => change({ description: e.target.value })}
      />
      <InstructionsField
        steps={draft.instructions}
        disabled={saving}
        error={errors.instructions}
        stepErrors={stepErrors}
        onChange={(instructions) => change({ instructions })}
      />
      <TextAreaField
        label="Safety tip"
        hint={`When to stop or what to avoid; up to ${LIBRARY_LIMITS.safetyTipMax} characters.`}
        rows={2}
        value={draft.safety_tip}
        maxLength={LIBRARY_LIMITS.safetyTipMax}
        required
        disabled={saving}
        error={errors.safety_tip}
        onChange={(e) => change({ safety_tip: e.target.value })}
      />
      <div className="pair">
        <SelectField
          label="Body part"
          placeholder="Choose a body part"
          options={toOptions(LIBRARY_BODY_PARTS)}
          value={draft.body_part}
          disabled={saving}
          error={errors.body_part}
          onChange={(e) => change({ body_part: e.target.value })}
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={toOptions(LIBRARY_CATEGORIES)}
          value={draft.category}
          disabled={saving}
          error={errors.category}
          onChange={(e) => change({ category: e.target.value })}
        />
        <SelectField
          label="Difficulty"
          options={toOptions(LIBRARY_DIFFICULTIES)}
          value={draft.difficulty}
          disabled={saving}
          error={errors.difficulty}
          onChange={(e) => change({ difficulty: e.target.value as ProgramDifficulty })}
        />
      </div>
      <ConditionsField
        conditions={draft.conditions}
        disabled={saving}
        error={errors.conditions}
        onChange={(conditions) => change({ conditions })}
      />
      <div className="submit">
        <Button type="submit" disabled={saving}>
          {saving ? 'Publishing...' : publication ? 'Update publication' : 'Publish to library'}
        </Button>
      </div>
    </Form>
  );
}
