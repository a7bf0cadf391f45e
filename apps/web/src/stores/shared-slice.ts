// Client data shared across screens (spec §3, Shared client data): the counters the shell's badges
// show and the search screens spend from.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SharedState {
  notificationCount: number;
  monthlyAvailableCredits: number;
  /** Most rows one download may hold; 0 means unlimited (spec §6). */
  downloadLimit: number;
}

export const initialSharedState: SharedState = {
  notificationCount: 0,
  monthlyAvailableCredits: 0,
  downloadLimit: 0,
};

export const sharedSlice = createSlice({
  name: 'shared',
  initialState: initialSharedState,
  reducers: {
    /** All counters at once, as GET users/me answers them. */
    sharedCountersLoaded(_state, action: PayloadAction<SharedState>) {
      const { notificationCount, monthlyAvailableCredits, downloadLimit } = action.payload;
      return { notificationCount, monthlyAvailableCredits, downloadLimit };
    },
    notificationCountSet(state, action: PayloadAction<number>) {
      state.notificationCount = Math.max(0, action.payload);
    },
    /** The server's balance after a call that spends credits (e.g. monthlyAvailableCredit of a download). */
    monthlyAvailableCreditsSet(state, action: PayloadAction<number>) {
      state.monthlyAvailableCredits = Math.max(0, action.payload);
    },
    downloadLimitSet(state, action: PayloadAction<number>) {
      state.downloadLimit = Math.max(0, action.payload);
    },
    /** One credit spent, e.g. an e-mail revealed (spec §9): the local count drops by 1, never below 0. */
    creditSpent(state) {
      state.monthlyAvailableCredits = Math.max(0, state.monthlyAvailableCredits - 1);
    },
  },
  selectors: {
    selectNotificationCount: (state) => state.notificationCount,
    selectMonthlyAvailableCredits: (state) => state.monthlyAvailableCredits,
    selectDownloadLimit: (state) => state.downloadLimit,
  },
});

export const { sharedCountersLoaded, notificationCountSet, monthlyAvailableCreditsSet, downloadLimitSet, creditSpent } =
  sharedSlice.actions;
export const { selectNotificationCount, selectMonthlyAvailableCredits, selectDownloadLimit } = sharedSlice.selectors;
