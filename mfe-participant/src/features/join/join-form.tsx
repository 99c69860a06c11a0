import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage } from '@physio/api-client';
import { Button, Card, Muted, TextField } from '@physio/ui';
import { useAcceptInvitationMutation } from './api';

const Panel = styled(Card).attrs({ as: 'section' })`
  h2 {
    font-size: 1.2rem;
  }
  form {
    display: grid;
    gap: 12px;
    margin-top: 12px;
  }
`;

/** A participant links to a professional with the code the professional gave them. */
export function JoinForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [accept, { isLoading }] = useAcceptInvitationMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Enter the code your professional gave you.');
      return;
    }
    try {
      const { professional } = await accept({ code: trimmed }).unwrap();
      setError(undefined);
      setCode('');
      toast.success(
        <div>
          <strong>Linked!</strong>
          <br />
          You are now linked to {professional.username}.
        </div>,
      );
    } catch (failure) {
      // The API explains a bad, used or expired code (400) and too many tries (429) in one sentence.
      setError(apiErrorMessage(failure, 'The code could not be accepted. Please try again.'));
    }
  }

  return (
    <Panel aria-labelledby="join-heading">
      <h2 id="join-heading">Join with a code</h2>
      <Muted>Got a code from your physiotherapist? Enter it to see the programs they assign you.</Muted>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Invitation code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Joining…' : 'Join'}
        </Button>
      </form>
    </Panel>
  );
}
