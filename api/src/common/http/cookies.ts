// The API reads and writes exactly one cookie (csrftoken), so a few lines replace @fastify/cookie, whose
// dynamic import() of the ESM-only `cookie` package cannot run under jest's CommonJS runtime.

/**
 * csrftoken is SameSite=Lax and deliberately not HttpOnly: it is a double-submit token, not a credential. The web
 * client must read it to echo it as X-CSRFToken, and it grants nothing by itself (auth is the Token header).
 */
export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

/** The value of one cookie from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Values here are base64url, so they need no encoding; anything else is refused rather than escaped. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error('Cookie values must be base64url.');
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    `SameSite=${options.sameSite}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
