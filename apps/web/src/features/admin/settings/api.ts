// The admin's wording saves: PUT settings/loginVerbiage and settings/signupVerbiage (permission
// admin.settings). Reading goes through the public queries of the login and signup pages (features/auth/api),
// whose cached text each save invalidates so those pages show the new wording. Silent: the editor shows the
// reason of a refused save on the page.
import type { Verbiage } from '@leadsignal/contracts';
import { baseApi } from '../../../lib/base-api';
import { WORDING_TAGS } from '../../auth';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateLoginWording: build.mutation<Verbiage, Verbiage>({
      query: (body) => ({ url: 'settings/loginVerbiage', method: 'PUT', body }),
      invalidatesTags: [WORDING_TAGS.login],
      extraOptions: { silent: true },
    }),
    updateSignupWording: build.mutation<Verbiage, Verbiage>({
      query: (body) => ({ url: 'settings/signupVerbiage', method: 'PUT', body }),
      invalidatesTags: [WORDING_TAGS.signup],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useUpdateLoginWordingMutation, useUpdateSignupWordingMutation } = settingsApi;
