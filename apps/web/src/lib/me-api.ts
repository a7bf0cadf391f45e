// GET users/me: the signed-in user plus the shared counters the shell shows (ARCHITECTURE §3).
import type { CurrentUser, MeResponse } from '@leadsignal/contracts';
import { currentUserRefreshed } from '../stores/session-slice';
import { sharedCountersLoaded, type SharedState } from '../stores/shared-slice';
import { baseApi } from './base-api';
import { saveCurrentUser } from './storage';

/** Splits the answer into what the session keeps and what the shared counters keep. */
export function splitMeResponse(me: MeResponse): { user: CurrentUser; counters: SharedState } {
  const { id, userName, firstName, lastName, email, fullName, createdOn, allowedPermissions } = me;
  return {
    user: { id, userName, firstName, lastName, email, fullName, createdOn, allowedPermissions },
    counters: {
      monthlyAvailableCredits: me.monthlyAvailableCredits,
      downloadLimit: me.downloadLimit,
      notificationCount: me.notificationCount,
    },
  };
}

export const meApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({
      query: () => 'users/me',
      providesTags: ['Me'],
      // Every fresh answer updates the stored user (names, permissions) and the badges' counters,
      // whichever screen asked for it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const outcome = await queryFulfilled.then(
          ({ data }) => data,
          // The base query has already told the user; the hook's error state carries the rest.
          () => null,
        );
        if (!outcome) return;
        const { user, counters } = splitMeResponse(outcome);
        saveCurrentUser(user);
        dispatch(currentUserRefreshed(user));
        dispatch(sharedCountersLoaded(counters));
      },
    }),
  }),
});

export const { useGetMeQuery } = meApi;
