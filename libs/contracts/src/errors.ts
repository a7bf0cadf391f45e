// The one error shape every failed API call answers with (ARCHITECTURE §3). The SPA toasts errors[0].reason.
import { z } from 'zod';

export const apiErrorItemSchema = z.object({
  reason: z.string(),
  field: z.string().optional(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  errors: z.array(apiErrorItemSchema).min(1),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorBodySchema.safeParse(value).success;
}

/** Messages the SPA shows; the wording is the specification's (spec §8). */
export const UI_MESSAGES = {
  noPermission: 'You are currently have no permission.',
  genericError: 'Something went wrong. Please try again.',
  reportFailed: 'Unable to submit the report.',
  reportSubmitted: 'Your report has been successfully submitted.',
  alertsFailed: 'Failed to get the alerts.',
  alertCreateFailed: 'Failed to create an alert.',
  alertCreated: 'Alert successfully created.',
  downloadAllFailed: 'Failed to download all the alerts.',
  downloadSelectedFailed: 'Failed to download the selected alerts.',
  insufficientCredit: 'Insufficient download credit. Please refine your search or buy more credit.',
  csvQueued: 'CSV download added to queue.',
  csvReady: 'CSV successfully generated.',
  viewingSavedAlert: (name: string) => `You are currently viewing results from created alert '${name}'`,
} as const;
