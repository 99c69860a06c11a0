import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Button, TextAreaField, TextField, useHydrated } from '@physio/ui';
import { useSendContactMessageMutation } from './api';
import {
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactMessage,
  serverFieldErrors,
  trimContact,
  validateContact,
} from './validate-contact';

/** The send takes at least one second, so "Sending..." is always visible. */
export const SEND_DELAY_MS = 1000;

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

const Form = styled.form`
  display: grid;
  gap: 20px;
  button {
    justify-self: start;
  }
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ContactForm({ sendDelayMs = SEND_DELAY_MS }: { sendDelayMs?: number }) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const hydrating = !useHydrated();
  const [sendContactMessage] = useSendContactMessageMutation();
  const form = useRef<HTMLFormElement>(null);

  const update = (field: keyof ContactMessage) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstInvalid = () => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(focusFirstInvalid);
      return;
    }
    setSending(true);
    try {
      // Wait out the delay whatever the answer, so a fast failure doesn't flash "Sending...".
      const request = sendContactMessage(trimContact(values)).unwrap();
      await Promise.allSettled([request, wait(sendDelayMs)]);
      await request;
      toast.success(
        <div>
          <strong>Message sent!</strong>
          <br />
          We&apos;ll get back to you as soon as possible.
        </div>,
      );
      setValues(EMPTY);
    } catch (error) {
      // Keep what the visitor wrote so they can simply try again.
      setErrors(serverFieldErrors(error));
      toast.error('Failed to send message. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Form ref={form} onSubmit={submit} noValidate aria-label="Contact form">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        onChange={update('name')}
        error={errors.name}
        disabled={sending}
        readOnly={hydrating}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.email}
        value={values.email}
        onChange={update('email')}
        error={errors.email}
        disabled={sending}
        readOnly={hydrating}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={4}
        required
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        onChange={update('message')}
        error={errors.message}
        disabled={sending}
        readOnly={hydrating}
      />
      <Button type="submit" disabled={sending || hydrating} aria-busy={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
