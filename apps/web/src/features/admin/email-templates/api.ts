// The e-mail template calls of /settings/emailtemplates (ARCHITECTURE §3, permission admin.emailTemplates):
// the templates (ordered by key), the save of one and its preview with the sample values. The list toasts
// its failures; the save and the preview are silent, as the editor shows the server's reason in its modal.
import type {
  EmailPreview,
  EmailTemplateKey,
  EmailTemplateView,
  UpdateEmailTemplateRequest,
} from '@leadsignal/contracts';
import { baseApi } from '../../../lib/base-api';

export interface EmailTemplateChange {
  key: EmailTemplateKey;
  template: UpdateEmailTemplateRequest;
}

const templateUrl = (key: EmailTemplateKey) => `settings/emailTemplates/${encodeURIComponent(key)}`;

export const emailTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listEmailTemplates: build.query<EmailTemplateView[], void>({
      query: () => 'settings/emailTemplates',
      providesTags: ['EmailTemplates'],
    }),
    updateEmailTemplate: build.mutation<EmailTemplateView, EmailTemplateChange>({
      query: ({ key, template }) => ({ url: templateUrl(key), method: 'PUT', body: template }),
      invalidatesTags: (_result, error) => (error ? [] : ['EmailTemplates']),
      extraOptions: { silent: true },
    }),
    previewEmailTemplate: build.mutation<EmailPreview, EmailTemplateChange>({
      query: ({ key, template }) => ({ url: `${templateUrl(key)}/preview`, method: 'POST', body: template }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useListEmailTemplatesQuery, useUpdateEmailTemplateMutation, usePreviewEmailTemplateMutation } =
  emailTemplatesApi;
