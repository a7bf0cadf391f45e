// Each search kind's export request bodies, made by the same two factories (downloads.ts): what the API's
// export routes of a kind parse.
import type { ZodType } from 'zod';
import { companyDownloadAllRequestSchema, companyDownloadSelectedRequestSchema } from './companies';
import { downloadAllRequestSchema, downloadSelectedRequestSchema } from './downloads';
import { prospectDownloadAllRequestSchema, prospectDownloadSelectedRequestSchema } from './prospects';
import type { SearchableKind } from './search-kinds';

export interface ExportRequestSchemas {
  /** The download-selected body: the manifest's `exports.selectedKey` → `[{id}]`. */
  selected: ZodType;
  /** The export-all body: the kind's criteria plus csvDownloadName, saveSearch and enableNotification. */
  all: ZodType;
}

export const EXPORT_REQUEST_SCHEMAS: { readonly [K in SearchableKind]: ExportRequestSchemas } = {
  alerts: { selected: downloadSelectedRequestSchema, all: downloadAllRequestSchema },
  companies: { selected: companyDownloadSelectedRequestSchema, all: companyDownloadAllRequestSchema },
  prospects: { selected: prospectDownloadSelectedRequestSchema, all: prospectDownloadAllRequestSchema },
};
