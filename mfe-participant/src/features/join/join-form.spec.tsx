import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ThemeRoot } from '@physio/ui';
import { useAcceptInvitationMutation } from './api';
import { JoinForm } from './join-form';

jest.mock('./api', () => ({ useAcceptInvitationMutation: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const accept = jest.fn();

function renderForm() {
  return render(
    <ThemeRoot>
      <JoinForm />
    </ThemeRoot>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (useAcceptInvitationMutation as jest.Mock).mockReturnValue([accept, { isLoading: false }]);
});

describe('Join with a code', () => {
  it('sends the code and names the professional in a notice', async () => {
    accept.mockReturnValue({ unwrap: () => Promise.resolve({ professional: { id: 1, username: 'demo.pro' } }) });
    renderForm();
    await userEvent.type(screen.getByLabelText('Invitation code'), ' ABCDEFGHJK ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(accept).toHaveBeenCalledWith({ code: 'ABCDEFGHJK' });
    expect(toast.success).toHaveBeenCalledTimes(1);
    render((toast.success as jest.Mock).mock.calls[0][0]);
    expect(screen.getByText(/You are now linked to demo.pro/)).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation code')).toHaveValue('');
  });

  it("shows the API's sentence inline on a refused code", async () => {
    accept.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 400, message: 'This code is not valid. Ask your professional for a new one.' }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Invitation code'), 'WRONGCODE2');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    const input = screen.getByLabelText('Invitation code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This code is not valid. Ask your professional for a new one.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows the too-many-tries sentence the same way', async () => {
    accept.mockReturnValue({
      unwrap: () => Promise.reject({ status: 429, message: 'Too many tries. Please wait a minute.' }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Invitation code'), 'ABCDEFGHJK{Enter}');
    expect(await screen.findByText('Too many tries. Please wait a minute.')).toBeInTheDocument();
  });

  it('asks for a code before sending an empty one', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(accept).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the code your professional gave you.')).toBeInTheDocument();
  });
});
