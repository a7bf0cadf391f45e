import type { Option } from './option';

/** What a personnel alert says happened to the person (the alerts filter's "hire type"). */
export const HIRE_TYPE_OPTIONS = [
  { value: 'new_hire', label: 'New Hire' },
  { value: 'promotion', label: 'Promotion' },
  { value: 'departure', label: 'Departure' },
] as const satisfies readonly Option[];

/** How a prospect's e-mail address is stored (the criteria's e-mail type 2–4 select these). */
export const STORED_EMAIL_TYPES = [
  { value: 'professional', label: 'Professional' },
  { value: 'personal', label: 'Personal' },
  { value: 'role_based', label: 'Role-Based' },
] as const satisfies readonly Option[];

export const EMAIL_STATUSES = [
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
] as const satisfies readonly Option[];
