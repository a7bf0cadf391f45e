// Registered companies: the row the search answers with, one company in detail, and the calls of spec §7
// "Registered companies" (docs/companies.md).
import { z } from 'zod';
import { singleLine } from './text';
import { companyCriteriaObject, boundCompanyFilterWork } from './company-criteria';
import {
  downloadAllRequestSchemaOf,
  downloadSelectedRequestSchemaOf,
  type DownloadSelectedResponse,
} from './downloads';
import { COMPANIES_MANIFEST } from './kind-manifest';

export interface RegisteredCompany {
  id: string;
  /** The name the company is known by (its trading name when it has one). */
  name: string;
  legalName: string | null;
  tradingName: string | null;
  domain: string;
  website: string | null;
  /** The app's own logo address for the domain (GET api/logos/…), never a third-party host. */
  logo: string;
  industry: string | null;
  topIndustry: string | null;
  companyType: string | null;
  employeeSize: string | null;
  revenueBand: string | null;
  fundingRounds: string[];
  investors: string[];
  country: string | null;
  state: string | null;
  city: string | null;
  zipCode: string | null;
  /** YYYY-MM-DD */
  incorporationDate: string | null;
  status: string;
  relationship: string | null;
  parentCompanyId: string | null;
  registrationNumber: string | null;
  jurisdiction: { country: string | null; subdivision: string | null };
  sourceKind: string;
  technologies: string[];
  domainType: string;
  /** When the company was added to LeadSignal (ISO). */
  dateAdded: string;
  /** This user has downloaded the company before (a new download of it is free). */
  isViewed: boolean;
}

/** A company as a reference from another (its parent, a subsidiary). */
export interface CompanyRef {
  id: string;
  name: string;
  domain: string;
  relationship: string | null;
  logo: string;
}

export interface CompanyTriggerEvent {
  id: string;
  title: string;
  type: string;
  url: string;
  datePublished: string;
}

export interface CompanyDetail extends RegisteredCompany {
  description: string | null;
  phone: string | null;
  address: string | null;
  parent: CompanyRef | null;
  subsidiaries: CompanyRef[];
  /** Prospects who work there. */
  contactCount: number;
  /** Its latest trigger events, newest first. */
  latestTriggerEvents: CompanyTriggerEvent[];
}

export interface RegisteredCompaniesResponse {
  companies: RegisteredCompany[];
  totalCount: number;
}

/** The most companies company/getById lists as subsidiaries, and trigger events it shows. */
export const COMPANY_DETAIL_SUBSIDIARIES = 50;
export const COMPANY_DETAIL_EVENTS = 5;

/** POST company/downloadSelected: the selected companies (only their ids are read). */
export const companyDownloadSelectedRequestSchema = downloadSelectedRequestSchemaOf(COMPANIES_MANIFEST);
export type CompanyDownloadSelectedRequest = z.infer<typeof companyDownloadSelectedRequestSchema>;
export type CompanyDownloadSelectedResponse = DownloadSelectedResponse;

/** POST company/downloadAll: the search criteria plus the download's name and save options. */
export const companyDownloadAllRequestSchema = downloadAllRequestSchemaOf(
  companyCriteriaObject,
  boundCompanyFilterWork,
);
export type CompanyDownloadAllRequest = z.input<typeof companyDownloadAllRequestSchema>;

/** POST company/generateLogo. */
export const generateLogoRequestSchema = z.strictObject({
  domain: singleLine(z.string().trim().min(1, 'domain is required.').max(253)),
});
export interface GenerateLogoResponse {
  /** The app's logo address for the domain. */
  url: string;
}
