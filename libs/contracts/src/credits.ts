// Credits (ARCHITECTURE §5): a monthly allowance renewed on the billing day (no roll-over) plus purchased
// top-ups (never expire, spent after the allowance); every change is a row of the credit ledger.
// Calls: GET credits/ledger (own), GET credits/ledger.csv (own, CSV), GET users/:id/credits/ledger (admin),
// POST users/:id/credits {delta, reason} (admin grant or take back), GET credits/usage (own, per day and kind).
import { z } from 'zod';

export const LEDGER_KINDS = [
  'reveal',
  'download',
  'renewal',
  'expiry',
  'purchase',
  'refund',
  'admin-grant',
  'admin-revoke',
  'opening',
  'adjustment',
  'team-transfer',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How each kind reads in the history. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  reveal: 'E-mail reveal',
  download: 'CSV download',
  renewal: 'Monthly renewal',
  expiry: 'Unused allowance lapsed',
  purchase: 'Purchase',
  refund: 'Refund',
  'admin-grant': 'Granted by an administrator',
  'admin-revoke': 'Taken back by an administrator',
  opening: 'Opening balance',
  adjustment: 'Adjustment',
  'team-transfer': 'Moved with a member joining a team',
};

export const LEDGER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const ledgerQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** One kind or several, comma-separated. */
  kind: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const kinds = value.split(',').map((part) => part.trim());
      for (const kind of kinds) {
        if (!(LEDGER_KINDS as readonly string[]).includes(kind)) {
          ctx.addIssue({ code: 'custom', message: `Unknown kind ${JSON.stringify(kind)}.` });
          return z.NEVER;
        }
      }
      return kinds as LedgerKind[];
    }),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;
export type LedgerRequest = z.input<typeof ledgerQuerySchema>;

export interface LedgerEntry {
  id: string;
  createdOn: string;
  kind: LedgerKind;
  /** What it was for, e.g. "alert e-mail reveal". */
  reason: string;
  /** What it was about, when known: the alert's title, the person, the download's name, the plan. */
  subject: string | null;
  reference: string | null;
  /** Change of the total (allowance + top-ups). */
  delta: number;
  allowanceDelta: number;
  topUpDelta: number;
  balanceAfter: number;
  /** The administrator who granted or took back credits. */
  actorName: string | null;
  /** The team member who spent or bought (the team's ledger, GET team/ledger, docs/teams.md). */
  memberId?: string;
  memberName?: string;
}

export interface LedgerPage {
  items: LedgerEntry[];
  totalCount: number;
}

/**
 * The most credits one balance (allowance + top-ups) may hold. A grant or purchase that would pass it is
 * refused with 422; the balance columns (int4) could hold twice this, so no sum of two buckets overflows.
 */
export const MAX_CREDIT_BALANCE = 1_000_000_000;

export const adminCreditChangeSchema = z.strictObject({
  delta: z
    .number()
    .int('A whole number of credits.')
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((value) => value !== 0, 'Grant or take back at least one credit.'),
  reason: z.string().trim().min(3, 'Say why (at least 3 characters).').max(500),
});
export type AdminCreditChange = z.infer<typeof adminCreditChangeSchema>;

/** The user's balances, as users/me and the admin user screen show them. */
export interface CreditBalances {
  /** allowance + top-ups: what the badge shows. */
  monthlyAvailableCredits: number;
  allowanceCredits: number;
  topUpCredits: number;
  /** The next renewal of the allowance (YYYY-MM-DD), null without an active subscription. */
  renewsOn: string | null;
  /** The subscription's monthly allowance, 0 without one. */
  monthlyAllowance: number;
  subscriptionStatus: 'active' | 'past_due' | 'canceled' | 'ended' | null;
}

/** GET credits/usage: credits spent per day and kind over the last `days` days (oldest first). */
export interface CreditUsageDay {
  day: string;
  reveal: number;
  download: number;
}

export const CREDITS_JOBS = {
  /** One pass over the subscriptions whose renewal day has come (added by the job scheduler). */
  renew: 'renew-allowances',
  /** One pass delivering the credit warnings charges raised (libs/teams CreditWarningsService). */
  deliverWarnings: 'deliver-credit-warnings',
} as const;

/**
 * Who in the caller's team paid for a person (or row) first, on a reveal that cost nothing because the team had
 * paid already (docs/teams.md): "Revealed by Ana, Nov 3". byYou when it was the caller.
 */
export interface PaidBy {
  name: string;
  on: string;
  byYou: boolean;
}
