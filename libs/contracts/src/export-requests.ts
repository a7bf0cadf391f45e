// Each search kind's export request bodies, made by the same two factories (downloads.ts): what the API's
// export routes of a kind parse.
import { z, type ZodType } from 'zod';
import { companyDownloadAllRequestSchema, companyDownloadSelectedRequestSchema } from './companies';
import { downloadAllRequestSchema, downloadSelectedRequestSchema } from './downloads';
import { prospectDownloadAllRequestSchema, prospectDownloadSelectedRequestSchema } from './prospects';
import { SEARCH_CRITERIA_SCHEMAS, type SearchableKind } from './search-kinds';

export interface ExportRequestSchemas {
  /** The download-selected body: the manifest's `exports.selectedKey` → `[{id}]`. */
  selected: ZodType;
  /** The export-all body: the kind's criteria plus csvDownloadName, saveSearch and enableNotification. */
  all: ZodType;
  /** The estimate body: the download-selected body, or `{criteria}` (the export-all's criteria alone). */
  estimate: ZodType;
}

function estimateOf(kind: SearchableKind, selected: ZodType): ZodType {
  const criteria = z.strictObject({ criteria: SEARCH_CRITERIA_SCHEMAS[kind] as ZodType });
  return z.union([selected, criteria]);
}

export const EXPORT_REQUEST_SCHEMAS: { readonly [K in SearchableKind]: ExportRequestSchemas } = {
  alerts: {
    selected: downloadSelectedRequestSchema,
    all: downloadAllRequestSchema,
    estimate: estimateOf('alerts', downloadSelectedRequestSchema),
  },
  companies: {
    selected: companyDownloadSelectedRequestSchema,
    all: companyDownloadAllRequestSchema,
    estimate: estimateOf('companies', companyDownloadSelectedRequestSchema),
  },
  prospects: {
    selected: prospectDownloadSelectedRequestSchema,
    all: prospectDownloadAllRequestSchema,
    estimate: estimateOf('prospects', prospectDownloadSelectedRequestSchema),
  },
};
