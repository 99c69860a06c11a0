import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// First layer of remote loading: a remote whose server blinks (a redeploy, a dropped connection)
// gets a few more tries at its manifest before the site gives up on it.
const ATTEMPTS = 3;
const BASE_DELAY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(url: string, init: RequestInit, attempts = ATTEMPTS): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts - 1) await sleep(BASE_DELAY_MS * 2 ** attempt);
  }
  throw lastError;
}

export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'physio-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
  };
}
