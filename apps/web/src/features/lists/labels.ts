import type { ListKind } from '@leadsignal/contracts';

/** How a list's kind reads on /updateList. */
export const LIST_KIND_LABELS: Record<ListKind, string> = { prospects: 'Prospects', companies: 'Companies' };
