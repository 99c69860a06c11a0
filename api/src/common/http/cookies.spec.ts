import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; csrftoken=abc_-9; b=2', 'csrftoken')).toBe('abc_-9');
    expect(readCookie('xcsrftoken=1', 'csrftoken')).toBeUndefined();
    expect(readCookie(undefined, 'csrftoken')).toBeUndefined();
    expect(readCookie('csrftoken=%E0%A4%A', 'csrftoken')).toBeUndefined();
  });

  it('serialises with the attributes and refuses unsafe values', () => {
    const options = { path: '/', maxAgeSeconds: 60, sameSite: 'Lax' as const, secure: true };
    expect(serializeCookie('csrftoken', 'abc', options)).toBe(
      'csrftoken=abc; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
    expect(() => serializeCookie('csrftoken', 'a;b', options)).toThrow();
  });
});
