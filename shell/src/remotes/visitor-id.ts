// The random id a gradual release hashes to give this device its version of each remote. It names
// no one: it is made here, stays in this browser's storage and is never sent anywhere.
const KEY = 'physio.visitor-id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  // Not a secret, only evenly spread: Math.random does where crypto is missing (an http page's older browser).
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This device's id, made on the first visit. Without storage (private modes) it lasts as long as the page. */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const stored = storage?.getItem(KEY);
  if (stored) return stored;
  const id = randomId();
  try {
    storage?.setItem(KEY, id);
  } catch {
    // Storage full or refused: this page still gets a consistent choice.
  }
  return id;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
