// A page rendered on the server carries the API answers its first render read, so the browser's first render shows
// the very same data (and React adopts the server's HTML instead of replacing it). The server picks them out of its
// store (`serverStateOf`), the page embeds them as JSON, and the browser's store takes them in as the API slice joins
// it (`REHYDRATE`, which the slice reads through RTK Query's `extractRehydrationInfo`).
import type { UnknownAction } from '@reduxjs/toolkit';

/** The script element (type application/json) a server-rendered page carries its state in; the web server writes it. */
export const SERVER_STATE_ELEMENT_ID = 'physio-server-state';

/** The action that hands a server's API answers to the browser's API slice. */
export const REHYDRATE = 'physio/rehydrate';

/** The API slice's state as RTK Query's rehydration reads it: finished queries and the tags they provide. */
export interface ServerApiState {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: unknown;
}

export interface ServerState {
  api: ServerApiState;
}

interface ApiSliceState {
  queries?: Record<string, { status?: string } | undefined>;
  provided?: unknown;
}

/** What of a server store's API slice a page embeds: its finished queries (answers and errors, 404s included). */
export function serverStateOf(state: { api?: unknown }): ServerState {
  const slice = (state.api ?? {}) as ApiSliceState;
  const queries = Object.fromEntries(
    Object.entries(slice.queries ?? {}).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { api: { queries, mutations: {}, provided: slice.provided ?? { tags: {}, keys: {} } } };
}

export const rehydrate = (state: ServerState): UnknownAction => ({ type: REHYDRATE, payload: state });

/** For `createApi`: the slice's part of a REHYDRATE action, or undefined for any other action. */
export function extractRehydrationInfo(action: UnknownAction, { reducerPath }: { reducerPath: string }) {
  if (action.type !== REHYDRATE) return undefined;
  return (action.payload as Record<string, ServerApiState | undefined> | undefined)?.[reducerPath];
}

/** Reads what a server-rendered page embedded (JSON, in a script element of its own); null on any other page. */
export function readEmbeddedServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return state && typeof state.api?.queries === 'object' ? (state as ServerState) : null;
  } catch {
    return null;
  }
}
