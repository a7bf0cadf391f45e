// How a prospect's fields read on screen.
import type { Prospect } from '@leadsignal/contracts';
import { findOption, JOB_FUNCTIONS, SENIORITY_LEVELS } from '@leadsignal/reference-data';

export const prospectName = (row: Pick<Prospect, 'fullName' | 'firstName' | 'lastName'>): string =>
  row.fullName?.trim() || [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || 'Unnamed prospect';

export const seniorityLabel = (value: string | null): string =>
  value ? (findOption(SENIORITY_LEVELS, value)?.label ?? value) : '—';

export const jobFunctionLabel = (value: string | null): string =>
  value ? (findOption(JOB_FUNCTIONS, value)?.label ?? value) : '—';

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** "Austin, Texas, United States" (the country is stored lower-cased). */
export function locationOf(row: Pick<Prospect, 'city' | 'state' | 'country'>): string {
  const parts = [row.city, row.state, row.country ? titleCase(row.country) : null].filter((part): part is string =>
    Boolean(part && part.trim()),
  );
  return parts.join(', ') || '—';
}
