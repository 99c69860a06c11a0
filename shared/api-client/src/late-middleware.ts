import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';

type Dispatch = (action: unknown) => unknown;

/**
 * A place in the store's middleware chain for a middleware that arrives after the store was made:
 * RTK Query's, once the API slice loads (see store.ts). Until then actions pass straight through.
 * RTK's createDynamicMiddleware does more (many, removable) at more bytes than a first visit needs.
 */
export function lateMiddleware() {
  let storeApi: MiddlewareAPI | undefined;
  let nextInChain: Dispatch | undefined;
  let added: Dispatch | undefined;
  const middleware: Middleware = (api) => (next) => {
    storeApi = api;
    nextInChain = next as Dispatch;
    return (action) => (added ?? nextInChain)!(action);
  };
  return {
    middleware,
    add(late: Middleware) {
      if (!storeApi || !nextInChain) throw new Error('lateMiddleware.add ran before its store was created.');
      if (added) throw new Error('lateMiddleware holds one middleware; it already has one.');
      added = late(storeApi)(nextInChain) as Dispatch;
    },
  };
}
