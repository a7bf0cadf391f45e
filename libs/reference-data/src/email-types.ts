import type { Option } from './option';

export const EMAIL_TYPES = [
  { value: 1, label: 'Any Email' },
  { value: 2, label: 'Professional' },
  { value: 3, label: 'Personal' },
  { value: 4, label: 'Role-Based' },
] as const satisfies readonly Option<number>[];

export type EmailType = (typeof EMAIL_TYPES)[number]['value'];
