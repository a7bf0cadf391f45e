// The profile calls: edit one's names (PUT users/me) and end every session (auth/SignOutEverywhere).
import type { MeResponse, UpdateProfileRequest } from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<MeResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'users/me', method: 'PUT', body }),
      // users/me is refetched, which updates the stored user and the name in the shell's header.
      invalidatesTags: ['Me'],
      extraOptions: { silent: true },
    }),
    signOutEverywhere: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/SignOutEverywhere', method: 'POST' }),
    }),
  }),
});

export const { useUpdateProfileMutation, useSignOutEverywhereMutation } = profileApi;
