import { apiErrorMessage } from '@physio/api-client';
import type { Invitation } from '@physio/contracts';
import { Button, Muted, SkeletonRows, Table, TableWrap } from '@physio/ui';
import { formatDate } from '@physio/util';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../components/notify';
import { useGetInvitationsQuery, useRevokeInvitationMutation } from '../api';

/** The invitations nobody used yet, each revocable. */
export function OpenInvitations() {
  const { data, isLoading, isError, error, refetch } = useGetInvitationsQuery();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();

  const revokeOne = async (invitation: Invitation) => {
    try {
      await revoke(invitation.id).unwrap();
      notify.success('Invitation revoked', `The code ${invitation.code} no longer links anyone.`);
    } catch (failure) {
      notify.error('Error', apiErrorMessage(failure, 'Failed to revoke invitation'));
    }
  };

  return (
    <section aria-labelledby="open-invitations-heading">
      <h3 id="open-invitations-heading">Open invitations</h3>
      {isLoading ? (
        <SkeletonRows rows={2} label="Loading invitations…" />
      ) : isError ? (
        <LoadError title="Invitations could not be loaded" error={error} onRetry={refetch} />
      ) : !data?.length ? (
        <Muted>No open invitations.</Muted>
      ) : (
        <TableWrap label="Open invitations table">
          <Table>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">For</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((invitation) => (
                <tr key={invitation.id}>
                  <td>
                    <code>{invitation.code}</code>
                  </td>
                  <td>{[invitation.email, invitation.note].filter(Boolean).join(' · ') || '—'}</td>
                  <td>{formatDate(invitation.created_at)}</td>
                  <td>{formatDate(invitation.expires_at)}</td>
                  <td className="actions">
                    <Button
                      $variant="ghost"
                      disabled={revoking}
                      aria-label={`Revoke invitation ${invitation.code}`}
                      onClick={() => revokeOne(invitation)}
                    >
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </section>
  );
}
