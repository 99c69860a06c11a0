export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

// Generous upper bounds so nobody is cut off mid-sentence; the API enforces its own limits too.
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function trimContact(values: ContactMessage): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}

/** Name, email and message are required; the email must look like one. */
export function validateContact(values: ContactMessage): ContactErrors {
  const { name, email, message } = trimContact(values);
  const errors: ContactErrors = {};
  if (!name) errors.name = 'Please enter your name.';
  else if (name.length > CONTACT_LIMITS.name)
    errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (!email) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(email) || email.length > CONTACT_LIMITS.email)
    errors.email = 'Please enter a valid email address.';
  if (!message) errors.message = 'Please enter a message.';
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = `Please keep your message under ${CONTACT_LIMITS.message} characters.`;
  return errors;
}

/** Field errors from a 400 response's `details`, when the API sends them. */
export function serverFieldErrors(error: unknown): ContactErrors {
  const details = (error as { details?: Record<string, string[]> } | undefined)?.details;
  if (!details) return {};
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const first = details[field]?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}
