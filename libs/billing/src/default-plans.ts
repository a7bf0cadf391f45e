// The plans a fresh database starts with (added by name at start-up; an existing plan is left as it is).
export interface PlanDefault {
  kind: 'pack' | 'subscription';
  name: string;
  description: string;
  priceCents: number;
  credits: number;
  downloadLimit: number;
  sortOrder: number;
}

export const DEFAULT_PLANS: readonly PlanDefault[] = [
  {
    kind: 'pack',
    name: 'Starter',
    description: 'For one seller following a few accounts.',
    priceCents: 4_900,
    credits: 500,
    downloadLimit: 500,
    sortOrder: 1,
  },
  {
    kind: 'pack',
    name: 'Growth',
    description: 'For a sales team working a territory every week.',
    priceCents: 14_900,
    credits: 2_000,
    downloadLimit: 2_000,
    sortOrder: 2,
  },
  {
    kind: 'pack',
    name: 'Scale',
    description: 'For revenue teams that export whole markets.',
    priceCents: 39_900,
    credits: 10_000,
    downloadLimit: 0,
    sortOrder: 3,
  },
  {
    kind: 'subscription',
    name: 'Monthly Basic',
    description: 'A monthly allowance for one seller; unused credits do not roll over.',
    priceCents: 2_900,
    credits: 300,
    downloadLimit: 500,
    sortOrder: 10,
  },
  {
    kind: 'subscription',
    name: 'Monthly Pro',
    description: 'A monthly allowance for a sales team; unused credits do not roll over.',
    priceCents: 9_900,
    credits: 1_500,
    downloadLimit: 2_000,
    sortOrder: 11,
  },
];
