import type { DataApiResponse, DataApiTransport } from './youtube-types';

export interface HttpTransportOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

/** Live transport: GET {baseUrl}/{resource}?{query}&key=... with a timeout covering headers and body. */
export function createHttpTransport(options: HttpTransportOptions): DataApiTransport {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (resource, query): Promise<DataApiResponse> => {
    const url = new URL(`${base}/${resource}`);
    query.forEach((value, name) => url.searchParams.set(name, value));
    url.searchParams.set('key', options.apiKey);
    const response = await options.fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // Read the body under the same signal: a server that sends headers and then stalls must also time out.
    const text = await response.text();
    return { status: response.status, json: parseJsonOrNull(text) };
  };
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
