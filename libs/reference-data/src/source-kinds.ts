import type { Option } from './option';

export const SOURCE_KINDS = [
  { value: 'internal', label: 'Internal' },
  { value: 'external', label: 'External' },
] as const satisfies readonly Option[];

export type SourceKind = (typeof SOURCE_KINDS)[number]['value'];
