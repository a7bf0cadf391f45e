// The zod-free half of the error contract: the type guard of the error body and the messages the SPA shows.
// The app shell imports these on every first load, so they must not pull zod in (docs/performance.md);
// errors.ts keeps the schemas, and zod-free.spec.ts checks the guard agrees with errorBodySchema.
import type { ErrorBody, ErrorItem } from './errors';

/** The 403 reason while a user must change their password (an admin asked): only that call is open. */
export const PASSWORD_CHANGE_REQUIRED_REASON = 'Change your password before you continue.';

function isErrorItem(value: unknown): value is ErrorItem {
  if (typeof value !== 'object' || value === null) return false;
  const { reason, field } = value as Record<string, unknown>;
  return typeof reason === 'string' && (field === undefined || typeof field === 'string');
}

/** Whether a response body is the error shape (errorBodySchema), checked by hand. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, errors } = value as Record<string, unknown>;
  return Number.isSafeInteger(statusCode) && Array.isArray(errors) && errors.length > 0 && errors.every(isErrorItem);
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
