import type { Option } from './option';

/** Contact job levels (the alerts filter's "job level"). */
export const SENIORITY_LEVELS = [
  { value: 'board', label: 'Board' },
  { value: 'partner', label: 'Partner' },
  { value: 'cxo', label: 'CXO' },
  { value: 'director', label: 'Director' },
  { value: 'owner', label: 'Owner' },
  { value: 'vp', label: 'VP' },
  { value: 'manager', label: 'Manager' },
  { value: 'senior', label: 'Senior' },
  { value: 'junior', label: 'Junior' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'staff', label: 'Staff' },
  { value: 'training', label: 'Training' },
  { value: 'student', label: 'Student' },
  { value: 'retired', label: 'Retired' },
  { value: 'entry', label: 'Entry' },
] as const satisfies readonly Option[];

export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number]['value'];
