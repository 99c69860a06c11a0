import { apiErrorMessage, apiFieldErrors } from '@physio/api-client';
import type { LibraryProgramDetail, Program, PublishProgramRequest } from '@physio/contracts';
import { Button, TextAreaField, TextField, useFieldErrors } from '@physio/ui';
import { LIBRARY_LIMITS } from '@physio/util';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components/notify';
import { usePublishProgramMutation } from '../api';

const Form = styled.form`
  display: grid;
  gap: 20px;
  .submit {
    display: flex;
    gap: 12px;
  }
`;

type Field = keyof PublishProgramRequest;

/** A public program's title and description (its exercises are the program's items as they are when posted). */
export function ProgramPublicationForm({
  program,
  publication,
}: {
  program: Program;
  publication: LibraryProgramDetail | null;
}) {
  const [draft, setDraft] = useState<PublishProgramRequest>(() => ({
    title: publication?.title ?? program.title,
    // The program's own description may be longer than the library allows; the field's limit shows it.
    description: publication?.description ?? program.description.slice(0, LIBRARY_LIMITS.descriptionMax),
  }));
  const { form, errors, show } = useFieldErrors<Field>();
  const [publish, { isLoading: saving }] = usePublishProgramMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const body = { title: draft.title.trim(), description: draft.description.trim() };
    const problems: Partial<Record<Field, string>> = {};
    if (!body.title) problems.title = 'Title is required.';
    if (!body.description) problems.description = 'Description is required.';
    if (!show(problems)) return;
    try {
      await publish({ id: program.id, body }).unwrap();
      notify.success(
        publication ? 'Publication updated' : 'Published',
        publication ? 'The public page shows your changes.' : 'Your program is in the public library.',
      );
    } catch (failure) {
      show(apiFieldErrors(failure));
      notify.error('Error publishing program', apiErrorMessage(failure, 'Failed to publish program'));
    }
  }

  return (
    <Form ref={form} onSubmit={submit} noValidate aria-label="Publication">
      <TextField
        label="Title"
        hint={`Up to ${LIBRARY_LIMITS.titleMax} characters.`}
        value={draft.title}
        maxLength={LIBRARY_LIMITS.titleMax}
        required
        disabled={saving}
        error={errors.title}
        onChange={(e) => {
          setDraft({ ...draft, title: e.target.value });
          show({});
        }}
      />
      <TextAreaField
        label="Description"
        hint={`Who it is for and what it builds up to; up to ${LIBRARY_LIMITS.descriptionMax} characters.`}
        rows={4}
        value={draft.description}
        maxLength={LIBRARY_LIMITS.descriptionMax}
        required
        disabled={saving}
        error={errors.description}
        onChange={(e) => {
          setDraft({ ...draft, description: e.target.value });
          show({});
        }}
      />
      <div className="submit">
        <Button type="submit" disabled={saving}>
          {saving ? 'Publishing...' : publication ? 'Update publication' : 'Publish to library'}
        </Button>
      </div>
    </Form>
  );
}
