import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { ContactForm } from './contact-form';
import ContactPage from './contact-page';

// The page waits a second before confirming; the form's tests need not.
const renderForm = () => renderWithProviders(<ContactForm sendDelayMs={0} />, { route: '/contact' });

// jsdom has no fetch; the mutation hook is replaced by a controllable stand-in.
const send = jest.fn();
jest.mock('./api', () => ({
  useSendContactMessageMutation: () => [(body: unknown) => ({ unwrap: () => send(body) })],
}));

async function fillIn({ name = 'Ann Lee', email = 'ann@example.com', message = 'My knee hurts on stairs.' } = {}) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (message) await userEvent.type(screen.getByLabelText('Message'), message);
}

describe('Contact form', () => {
  beforeEach(() => send.mockReset());

  it('shows the support email, office hours and a 4-row message box', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('link', { name: 'support@physiohub.com' })).toHaveAttribute(
      'href',
      'mailto:support@physiohub.com',
    );
    expect(screen.getByText('Monday to Friday, 9am to 5pm')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
  });

  it('requires name, email and message and sends nothing until they are valid', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, shows Sending... then the success notice, and clears the form', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    send.mockReturnValue(
      new Promise((done) => {
        resolve = done;
      }),
    );
    renderForm();
    await fillIn({ name: '  Ann Lee ' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: 'My knee hurts on stairs.',
    });
    resolve({ message: 'ok' });
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the failure notice on an error response and keeps what was written', async () => {
    send.mockRejectedValue({ status: 429, message: 'Too many messages. Please try again later.' });
    renderForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('My knee hurts on stairs.');
  });
});
