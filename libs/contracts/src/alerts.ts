// Trigger-event alerts: the row the search answers with and the calls of ARCHITECTURE §3 (Alerts).
import { z } from 'zod';
import type { PaidBy } from './credits';
import { idSchema } from './ids';
import { multiLine } from './text';
import { alertSearchCriteriaSchema } from './alert-criteria';
import type { SearchableKind } from './search-kinds';

export const triggerEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  type: z.string(),
  datePublished: z.string(),
  summary: z.string().nullable(),
  quote: z.string().nullable(),
  personQuotedName: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  /** Link to where the contact's name was found. */
  contactNameSourceDefault: z.string().nullable(),
  isHasContactEmail: z.boolean(),
  articleContact: z.string().nullable(),
  articleJobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  companyUrl: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyLogoFromS3: z.string().nullable(),
  domain: z.string().nullable(),
  /** This user has revealed or downloaded the row (free to reveal again). */
  isViewed: z.boolean(),
});
export type TriggerEvent = z.infer<typeof triggerEventSchema>;

/** A row as the client table holds it (spec §3: plus the client flag isSelected). */
export type TriggerEventRow = TriggerEvent & { isSelected?: boolean };

export const triggerEventDetailSchema = triggerEventSchema.extend({
  /** Present only when the row is already viewed by this user. */
  email: z.string().nullable().optional(),
});
export type TriggerEventDetail = z.infer<typeof triggerEventDetailSchema>;

export const triggerEventsRequestSchema = alertSearchCriteriaSchema;

export interface TriggerEventsResponse {
  triggerEvents: TriggerEvent[];
  totalCount: number;
}

export interface RevealEmailResponse {
  data: string | null;
  isCreditDeducted: boolean;
  monthlyAvailableCredit: number; /** Set when the team had paid for it already: who did, and when. */
  paidBy?: PaidBy | null;
}

export const NOT_ENOUGH_CREDITS_REASON = 'You have no credits left. Buy more credits to reveal e-mails.';

export const REPORT_TYPES = [{ value: 1, label: 'Inaccurate Data' }] as const;
export const REPORTED_SOURCES = ['Alerts', 'Registered Companies', 'Prospects'] as const;

/** The search kind each reportedSource names (the value reports store and the admin filter sends). */
export const REPORTED_SOURCE_KINDS: { readonly [S in (typeof REPORTED_SOURCES)[number]]: SearchableKind } = {
  Alerts: 'alerts',
  'Registered Companies': 'companies',
  Prospects: 'prospects',
};

export const createReportRequestSchema = z.strictObject({
  reportedSourceId: idSchema('reportedSourceId must be a valid id.'),
  reportedSource: z.enum(REPORTED_SOURCES),
  type: z.literal(1),
  details: multiLine(z.string().trim().min(1, 'Details are required.').max(5000)),
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;
