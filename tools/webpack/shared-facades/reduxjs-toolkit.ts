// What the site shares as `@reduxjs/toolkit`: configureStore and createSlice for the store and
// session of @physio/api-client, and what RTK Query (bundled inside @physio/api-client) imports.
// Entity adapters, listener middleware, combineSlices… are left out. See
// react-router-dom.ts beside this file for why and for how an addition is made.
// '@physio-facade/reduxjs-toolkit' is the package itself (shared-singletons.ts, facadeTargetAliases).
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@physio-facade/reduxjs-toolkit';
