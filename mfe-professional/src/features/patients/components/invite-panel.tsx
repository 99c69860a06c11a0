import { apiErrorMessage } from '@physio/api-client';
import type { CreatedInvitation as Created } from '@physio/contracts';
import { Button, Card, Muted, TextField } from '@physio/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { notify } from '../../../components/notify';
import { useCreateInvitationMutation } from '../api';
import { CreatedInvitation } from './created-invitation';
import { OpenInvitations } from './open-invitations';

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: end;
  margin: 12px 0 16px;
`;

/** Invite: a one-time code and link for a new patient, and the invitations still open. */
export function InvitePanel() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const [create, { isLoading }] = useCreateInvitationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const invitation = await create({ email: email.trim() || undefined, note: note.trim() || undefined }).unwrap();
      setCreated(invitation);
      setEmail('');
      setNote('');
      notify.success('Invitation created', 'Share the code or the link with your patient.');
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to create invitation'));
    }
  };

  return (
    <Card as="section" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite</h2>
      <Muted>A code is valid for 14 days and links one patient to you.</Muted>
      <Form onSubmit={submit}>
        <TextField
          label="Email (optional)"
          type="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField label="Note (optional)" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Creating…' : 'Invite'}
        </Button>
      </Form>
      {created ? <CreatedInvitation invitation={created} /> : null}
      <OpenInvitations />
    </Card>
  );
}
