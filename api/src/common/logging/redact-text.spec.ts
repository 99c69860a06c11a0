import { redactText } from './redact-text';

describe('redactText', () => {
  it.each([
    ['Authorization: Token abcdefghijklmnop', 'abcdefghijklmnop'],
    ['https://site/reset-password?token=AbC_123-xyz', 'AbC_123-xyz'],
    ['{"username":"a","password":"hunter2-secret"}', 'hunter2-secret'],
    ['cookie=csrftoken=zzzzzzzzzz', 'zzzzzzzzzz'],
    ['hash $argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA', 'aGFzaA'],
  ])('scrubs %s', (text, secret) => {
    expect(redactText(text)).not.toContain(secret);
  });

  it('leaves ordinary sentences alone', () => {
    expect(redactText('Password must be 8 to 128 characters long.')).toBe('Password must be 8 to 128 characters long.');
  });
});
