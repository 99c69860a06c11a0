import type { CreatedInvitation as Created } from '@physio/contracts';
import { formatDate } from '@physio/util';
import styled from 'styled-components';
import { CopyButton } from './copy-button';

const Box = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  code {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

/** The new code and the sign-up link that carries it, each with its own Copy. */
export function CreatedInvitation({ invitation }: { invitation: Created }) {
  return (
    <Box role="status" aria-label="New invitation">
      <Row>
        <strong>Code:</strong>
        <code data-testid="invitation-code">{invitation.code}</code>
        <CopyButton text={invitation.code} label="Copy code" copied="Code copied" />
      </Row>
      <Row>
        <strong>Link:</strong>
        <code data-testid="invitation-link">{invitation.url}</code>
        <CopyButton text={invitation.url} label="Copy link" copied="Link copied" />
      </Row>
      <small>Valid until {formatDate(invitation.expires_at)}; it links one patient.</small>
    </Box>
  );
}
