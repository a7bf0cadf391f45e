import type { Option } from './option';

/** Contact job functions; the value is the label, as the data stores it. */
export const JOB_FUNCTIONS = [
  { value: 'Administration', label: 'Administration' },
  { value: 'Consulting', label: 'Consulting' },
  { value: 'Design', label: 'Design' },
  { value: 'Customer Service', label: 'Customer Service' },
  { value: 'Education', label: 'Education' },
  { value: 'IT', label: 'IT' },
  { value: 'Finance', label: 'Finance' },
  { value: 'General Management', label: 'General Management' },
  { value: 'Health', label: 'Health' },
  { value: 'Human Resources', label: 'Human Resources' },
  { value: 'Legal', label: 'Legal' },
  { value: 'Marketing', label: 'Marketing' },
  { value: 'Media', label: 'Media' },
  { value: 'Operations', label: 'Operations' },
  { value: 'Public Relations', label: 'Public Relations' },
  { value: 'Real Estate', label: 'Real Estate' },
  { value: 'Sales', label: 'Sales' },
  { value: 'Trades', label: 'Trades' },
  { value: 'Other', label: 'Other' },
] as const satisfies readonly Option[];

export type JobFunction = (typeof JOB_FUNCTIONS)[number]['value'];
