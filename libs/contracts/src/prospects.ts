// Prospects: the person the search answers with (contact details withheld until paid for), one prospect in
// detail, the reveal, and the calls of docs/prospects.md (prospect/search, prospect/getById, prospect/getEmail,
// the saved-search and export calls).
import type { z } from 'zod';
import type { PaidBy } from './credits';
import {
  downloadAllRequestSchemaOf,
  downloadSelectedRequestSchemaOf,
  type DownloadSelectedResponse,
} from './downloads';
import { PROSPECTS_MANIFEST } from './kind-manifest';
import { boundProspectSearchWork, prospectCriteriaObject } from './prospect-criteria';

/** The company a prospect works at, as the prospects table shows it. */
export interface ProspectCompany {
  id: string;
  name: string;
  domain: string;
  /** The app's own logo address for the domain. */
  logo: string;
  industry: string | null;
  employeeSize: string | null;
}

export interface Prospect {
  id: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  jobTitle: string | null;
  jobFunction: string | null;
  seniority: string | null;
  department: string | null;
  /** Where the person is (which may differ from their company's place). */
  country: string | null;
  state: string | null;
  city: string | null;
  profileUrl: string | null;
  /** Whether there is an e-mail to reveal, and what kind — never the e-mail itself before it is paid for. */
  hasEmail: boolean;
  emailType: string | null;
  emailStatus: string | null;
  hasPhone: boolean;
  phoneType: string | null;
  company: ProspectCompany | null;
  /** When the prospect was added to LeadSignal (ISO). */
  dateAdded: string;
  /** This user has paid for this person's contact details (through prospects or an alert). */
  isViewed: boolean;
}

export interface ProspectDetail extends Prospect {
  /** Only once this user has paid for the person (isViewed). */
  email: string | null;
  phone: string | null;
}

export interface ProspectsResponse {
  prospects: Prospect[];
  totalCount: number;
}

/** POST prospect/getEmail {id}: the e-mail (and phone) for one credit, free when already paid for. */
export interface RevealProspectResponse {
  data: string | null;
  phone: string | null;
  isCreditDeducted: boolean;
  monthlyAvailableCredits: number; /** Set when the team had paid for it already: who did, and when. */
  paidBy?: PaidBy | null;
}

/** POST prospect/downloadSelected: the selected prospects (only their ids are read). */
export const prospectDownloadSelectedRequestSchema = downloadSelectedRequestSchemaOf(PROSPECTS_MANIFEST);
export type ProspectDownloadSelectedRequest = z.infer<typeof prospectDownloadSelectedRequestSchema>;
export type ProspectDownloadSelectedResponse = DownloadSelectedResponse;

/** POST prospect/downloadAll: the search criteria plus the download's name and save options. */
export const prospectDownloadAllRequestSchema = downloadAllRequestSchemaOf(
  prospectCriteriaObject,
  boundProspectSearchWork,
);
export type ProspectDownloadAllRequest = z.input<typeof prospectDownloadAllRequestSchema>;
