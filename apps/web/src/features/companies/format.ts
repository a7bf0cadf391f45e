// How a registered company's fields read on screen: each value by its reference list's label.
import {
  COMPANY_RELATIONSHIPS,
  COMPANY_SIZES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  COUNTRIES,
  DOMAIN_TYPES,
  findOption,
  FUNDING_STAGES,
  INDUSTRIES,
  REVENUE_BANDS,
  SOURCE_KINDS,
  TOP_LEVEL_INDUSTRIES,
  type Option,
} from '@leadsignal/reference-data';
import type { RegisteredCompany } from '@leadsignal/contracts';
import { COUNTRY_OPTIONS } from '../../components/filters/location-options';

export const NONE = '—';

const labelIn = (list: readonly Option<string | number>[]) => (value: string | null | undefined) =>
  value ? String(findOption(list, value)?.label ?? value) : NONE;

export const industryLabel = labelIn(INDUSTRIES);
export const topIndustryLabel = labelIn(TOP_LEVEL_INDUSTRIES);
export const companyTypeLabel = labelIn(COMPANY_TYPES);
export const employeeSizeLabel = labelIn(COMPANY_SIZES);
export const revenueLabel = labelIn(REVENUE_BANDS);
export const statusLabel = labelIn(COMPANY_STATUSES);
export const relationshipLabel = labelIn(COMPANY_RELATIONSHIPS);
export const sourceKindLabel = labelIn(SOURCE_KINDS);
export const domainTypeLabel = labelIn(DOMAIN_TYPES);
/** A country by its lower-cased name ("united kingdom") or ISO code ("GB"). */
export const countryLabel = (value: string | null | undefined) =>
  value ? String(findOption(COUNTRY_OPTIONS, value)?.label ?? findOption(COUNTRIES, value)?.label ?? value) : NONE;

export const listLabel = (values: readonly string[], list?: readonly Option[]) =>
  values.length ? values.map((value) => (list ? (findOption(list, value)?.label ?? value) : value)).join(', ') : NONE;
export const fundingRoundsLabel = (values: readonly string[]) => listLabel(values, FUNDING_STAGES);

/** "Austin, Texas, United States": the parts the company has. */
export function locationOf(company: Pick<RegisteredCompany, 'city' | 'state' | 'country'>): string {
  const parts = [company.city, company.state, company.country ? countryLabel(company.country) : null].filter(
    (part): part is string => Boolean(part && part.trim()),
  );
  return parts.length ? parts.join(', ') : NONE;
}
