// Reported data, the admin side (ARCHITECTURE §3): the reports users file with reportedData/create
// (alerts.ts), searched and acted on by admins — reportedData/search, reportedData/getById and
// reportedData/createActions.
import { z } from 'zod';
import { idSchema } from './ids';
import { multiLine } from './text';
import { ADMIN_TABLE_PAGE_SIZES } from './admin';
import { REPORTED_SOURCES } from './alerts';

export type ReportedSource = (typeof REPORTED_SOURCES)[number];

/** A report starts open; an admin's action sets it to the action's status. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed', 'corrected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** resolved: handled; dismissed: the data was right; corrected: the data was fixed. */
export const REPORT_ACTIONS = ['resolved', 'dismissed', 'corrected'] as const;
export type ReportActionName = (typeof REPORT_ACTIONS)[number];

export const REPORT_NOTE_MAX = 2000;

export const searchReportsRequestSchema = z.strictObject({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((size) => (ADMIN_TABLE_PAGE_SIZES as readonly number[]).includes(size), {
      message: `Page size must be one of ${ADMIN_TABLE_PAGE_SIZES.join(', ')}.`,
    })
    .default(ADMIN_TABLE_PAGE_SIZES[0]),
  status: z.enum(REPORT_STATUSES).optional(),
  reportedSource: z.enum(REPORTED_SOURCES).optional(),
});
export type SearchReportsRequest = z.input<typeof searchReportsRequestSchema>;
/** The request with its defaults applied, as the API reads it. */
export type SearchReportsFilter = z.output<typeof searchReportsRequestSchema>;

export const reportIdRequestSchema = z.strictObject({ id: idSchema() });
export type ReportIdRequest = z.infer<typeof reportIdRequestSchema>;

export const createReportActionRequestSchema = z.strictObject({
  id: idSchema(),
  action: z.enum(REPORT_ACTIONS, { error: `Action must be one of ${REPORT_ACTIONS.join(', ')}.` }),
  note: multiLine(
    z.string().trim().max(REPORT_NOTE_MAX, `The note must be at most ${REPORT_NOTE_MAX} characters.`),
  ).default(''),
});
export type CreateReportActionRequest = z.input<typeof createReportActionRequestSchema>;
export type ReportActionCommand = z.output<typeof createReportActionRequestSchema>;

export interface ReportedDataItem {
  id: string;
  reportedSource: ReportedSource;
  reportedSourceId: string;
  type: number;
  /** The type's label (REPORT_TYPES), e.g. "Inaccurate Data". */
  typeLabel: string;
  details: string;
  status: ReportStatus;
  createdOn: string;
  updatedOn: string;
  reporter: { id: string; fullName: string; email: string };
  /** What was reported: an alert's title, a company's name or a contact's name; null when it is gone. */
  subject: string | null;
}

export interface ReportActionEntry {
  action: ReportActionName;
  note: string;
  createdOn: string;
  admin: { id: string; fullName: string };
}

/** reportedData/getById and reportedData/createActions answer the report with its actions, oldest first. */
export interface ReportedDataDetail extends ReportedDataItem {
  actions: ReportActionEntry[];
}

export interface ReportedDataPage {
  items: ReportedDataItem[];
  totalCount: number;
}
