// The Redux store: the RTK Query cache plus the session and the shared client data.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../lib/base-api';
import { sessionSlice } from '../stores/session-slice';
import { sharedSlice } from '../stores/shared-slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [sharedSlice.reducerPath]: sharedSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests make their own so they never share state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore();

// Lets endpoints that opt in refetch when the tab regains focus or the network comes back.
setupListeners(store.dispatch);
