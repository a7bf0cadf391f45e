// Who is signed in. Mirrors local storage (which is what survives a reload); writing storage is the
// caller's job (see startSession/endSession in lib/base-api) so the reducers stay pure.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@leadsignal/contracts';
import { readAccessToken, readCurrentUser } from '../lib/storage';

export interface SessionState {
  accessToken: string | null;
  currentUser: CurrentUser | null;
}

export function loadSessionState(): SessionState {
  return { accessToken: readAccessToken(), currentUser: readCurrentUser() };
}

// One shared empty list so the selector answers the same reference and does not re-render subscribers.
const EMPTY_PERMISSIONS: readonly string[] = [];

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSessionState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ accessToken: string; user: CurrentUser }>) {
      return { accessToken: action.payload.accessToken, currentUser: action.payload.user };
    },
    /** The server's fresher copy of the user (GET users/me), e.g. after an admin changed their roles. */
    currentUserRefreshed(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
    },
    signedOut() {
      return { accessToken: null, currentUser: null };
    },
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectCurrentUser: (state) => state.currentUser,
    selectIsSignedIn: (state) => state.accessToken !== null,
    selectAllowedPermissions: (state) => state.currentUser?.allowedPermissions ?? EMPTY_PERMISSIONS,
  },
});

export const { signedIn, currentUserRefreshed, signedOut } = sessionSlice.actions;
export const { selectAccessToken, selectCurrentUser, selectIsSignedIn, selectAllowedPermissions } =
  sessionSlice.selectors;
