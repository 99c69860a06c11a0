// The API hands out a `csrftoken` cookie; auth calls echo it in `X-CSRFToken`.
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** Returns the CSRF token, asking the API for one first when the cookie is missing. */
export async function ensureCsrfToken(baseUrl: string): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  try {
    const response = await fetch(`${baseUrl}/users/csrf/`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as { csrftoken?: string } | null;
    return readCookie(CSRF_COOKIE) ?? body?.csrftoken ?? null;
  } catch {
    return null;
  }
}
