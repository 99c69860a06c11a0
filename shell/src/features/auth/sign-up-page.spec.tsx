import { render, screen, waitFor } from '@testing-library/react';
import { ERROR_NOTICE_ID } from '@physio/ui';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { createAppStore } from '@physio/api-client';
import { ThemeRoot } from '@physio/ui';
import { useAcceptSignUpInvitationMutation, useSignUpMutation } from './api';
import SignUpPage from './sign-up-page';

jest.mock('./api', () => ({ useSignUpMutation: jest.fn(), useAcceptSignUpInvitationMutation: jest.fn() }));
jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), dismiss: jest.fn(), update: jest.fn(), isActive: jest.fn() },
}));

const signUp = jest.fn();
const accept = jest.fn();
const PATIENT = { id: 9, username: 'new.patient', email: 'n@example.com', is_professional: false };

function renderSignUp(url: string) {
  return render(
    <Provider store={createAppStore()}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="/sign-in" element={<p>Sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Username'), 'new.patient');
  await userEvent.type(screen.getByLabelText('Email address'), 'n@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  // A successful sign-up stores the session; a fresh visitor starts without one.
  localStorage.clear();
  sessionStorage.clear();
  (useSignUpMutation as jest.Mock).mockReturnValue([signUp, { isLoading: false }]);
  (useAcceptSignUpInvitationMutation as jest.Mock).mockReturnValue([accept, { isLoading: false }]);
  signUp.mockReturnValue({ unwrap: () => Promise.resolve({ token: 't', user: PATIENT }) });
});

describe('sign-up with an invitation', () => {
  it('preselects the patient role even when the link also asks for a professional', () => {
    renderSignUp('/sign-up?invite=ABCDEFGHJK&role=professional');
    expect(screen.getByRole('radio', { name: 'Patient' })).toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent('You were invited by your physiotherapist.');
  });

  it('accepts the code right after the account is created', async () => {
    accept.mockReturnValue({ unwrap: () => Promise.resolve({ professional: { id: 1, username: 'demo.pro' } }) });
    renderSignUp('/sign-up?invite=ABCDEFGHJK');
    await fillAndSubmit();
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ username: 'new.patient', is_professional: false }));
    expect(accept).toHaveBeenCalledWith({ code: 'ABCDEFGHJK' });
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('keeps the new account when the code is refused, and says why', async () => {
    accept.mockReturnValue({ unwrap: () => Promise.reject({ status: 400, message: 'This code has expired.' }) });
    renderSignUp('/sign-up?invite=OLDCODE234');
    await fillAndSubmit();
    expect(toast.error).toHaveBeenCalledTimes(1);
    render((toast.error as jest.Mock).mock.calls[0][0]);
    expect(screen.getByText(/This code has expired\./)).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('links nobody without a code', async () => {
    renderSignUp('/sign-up');
    await fillAndSubmit();
    expect(accept).not.toHaveBeenCalled();
  });
});

describe('sign-up form', () => {
  const TAKEN = 'A user with that username already exists.';

  it('states the password rule before anything is typed', () => {
    renderSignUp('/sign-up');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('says on the fields what is missing and moves the focus to the first, without a notice', async () => {
    renderSignUp('/sign-up');
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Username is required.'));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Password must be 8 to 128 characters long.',
    );
    await waitFor(() => expect(username).toHaveFocus());
    expect(signUp).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts a taken username on the Username field, and a later success clears the stale error notice', async () => {
    signUp.mockReturnValueOnce({
      unwrap: () => Promise.reject({ status: 409, message: TAKEN, details: { username: [TAKEN] } }),
    });
    renderSignUp('/sign-up');
    await fillAndSubmit();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining(TAKEN));
    expect(toast.error).toHaveBeenCalledWith(expect.anything(), { toastId: ERROR_NOTICE_ID });

    (toast.isActive as jest.Mock).mockReturnValue(true);
    await userEvent.type(username, '2');
    expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(toast.dismiss).toHaveBeenCalledWith(ERROR_NOTICE_ID);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
