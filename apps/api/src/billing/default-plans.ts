// The plans a fresh database starts with (added by name at start-up; an existing plan is left as it is).
export interface PlanDefault {
  name: string;
  description: string;
  priceCents: number;
  credits: number;
  downloadLimit: number;
  sortOrder: number;
}

export const DEFAULT_PLANS: readonly PlanDefault[] = [
  {
    name: 'Starter',
    description: 'For one seller following a few accounts.',
    priceCents: 4_900,
    credits: 500,
    downloadLimit: 500,
    sortOrder: 1,
  },
  {
    name: 'Growth',
    description: 'For a sales team working a territory every week.',
    priceCents: 14_900,
    credits: 2_000,
    downloadLimit: 2_000,
    sortOrder: 2,
  },
  {
    name: 'Scale',
    description: 'For revenue teams that export whole markets.',
    priceCents: 39_900,
    credits: 10_000,
    downloadLimit: 0,
    sortOrder: 3,
  },
];
