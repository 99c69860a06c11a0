import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@physio/ui';
import { notify } from '../../../components/notify';
import { useCreateInvitationMutation, useGetInvitationsQuery, useRevokeInvitationMutation } from '../api';
import { InvitePanel } from './invite-panel';

jest.mock('../../../components/notify', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
jest.mock('../api', () => ({
  useGetInvitationsQuery: jest.fn(),
  useCreateInvitationMutation: jest.fn(),
  useRevokeInvitationMutation: jest.fn(),
}));

const created = {
  id: 9,
  code: 'K7MPX3QRTW',
  url: 'http://localhost:4200/sign-up?invite=K7MPX3QRTW',
  expires_at: '2026-12-09T10:00:00Z',
};

function renderPanel({ open = [] as unknown[] } = {}) {
  const create = jest.fn(() => ({ unwrap: () => Promise.resolve(created) }));
  const revoke = jest.fn(() => ({ unwrap: () => Promise.resolve() }));
  (useCreateInvitationMutation as jest.Mock).mockReturnValue([create, { isLoading: false }]);
  (useRevokeInvitationMutation as jest.Mock).mockReturnValue([revoke, { isLoading: false }]);
  (useGetInvitationsQuery as jest.Mock).mockReturnValue({ data: open, isLoading: false, isError: false });
  render(
    <ThemeRoot>
      <InvitePanel />
    </ThemeRoot>,
  );
  return { create, revoke };
}

describe('invite', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the code and the link, and copies the link', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { create } = renderPanel();
    await user.type(screen.getByLabelText('Email (optional)'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(create).toHaveBeenCalledWith({ email: 'ann@example.com', note: undefined });
    expect(await screen.findByTestId('invitation-code')).toHaveTextContent('K7MPX3QRTW');
    expect(screen.getByTestId('invitation-link')).toHaveTextContent(created.url);
    expect(notify.success).toHaveBeenCalledWith('Invitation created', expect.any(String));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(created.url);
    expect(notify.success).toHaveBeenCalledWith('Link copied');
  });

  it('revokes an open invitation', async () => {
    const { revoke } = renderPanel({
      open: [{ ...created, email: null, note: 'Knee, Tuesday', created_at: '2026-11-25T10:00:00Z' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Revoke invitation K7MPX3QRTW' }));
    expect(revoke).toHaveBeenCalledWith(9);
    expect(notify.success).toHaveBeenCalledWith('Invitation revoked', expect.any(String));
  });
});
