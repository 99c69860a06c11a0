import { serverFieldErrors, validateContact } from './validate-contact';

describe('validateContact', () => {
  it('requires name, email and message, ignoring surrounding spaces', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
  });

  it('rejects an email without @ or domain', () => {
    expect(validateContact({ name: 'Ann', email: 'ann@example', message: 'Hi' }).email).toBe(
      'Please enter a valid email address.',
    );
    expect(validateContact({ name: 'Ann', email: 'ann.example.com', message: 'Hi' }).email).toBe(
      'Please enter a valid email address.',
    );
  });

  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Ann', email: 'ann@example.com', message: 'Hello' })).toEqual({});
  });

  it('reads per-field errors from an API error', () => {
    expect(
      serverFieldErrors({ status: 400, message: 'Invalid', details: { email: ['email must be an email'] } }),
    ).toEqual({ email: 'email must be an email' });
    expect(serverFieldErrors({ status: 429, message: 'Too many requests' })).toEqual({});
  });
});
