// `@physio/api-client/query`: THE RTK Query slice, loaded with the first feature that makes calls
// (its features/*/api.ts), not with the first page. On load it joins every store of the page.
// By package name, not a relative path: federation then hands this entry the page's one shared
// instance of the core, whichever app provided it, rather than this build's own copy.
import { attachApiSlice } from '@physio/api-client';
import { api } from './api';

attachApiSlice(api);

export { api, TAG_TYPES } from './api';
export { setServerApiOrigin } from './base-query';
