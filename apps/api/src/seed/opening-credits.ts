// Starting credits of a seeded account: top-ups, with an 'opening' row in the credit ledger like every
// other change (balance = sum of the ledger), once per user.
import type { OpeningCredits } from '@leadsignal/accounts';
import type { CreditsService } from '@leadsignal/credits';

export function openingCredits(credits: CreditsService): OpeningCredits {
  return async (tx, userId, amount) => {
    await credits.post(tx, {
      userId,
      kind: 'opening',
      allowanceDelta: 0,
      topUpDelta: amount,
      reason: 'Starting credits',
      reference: null,
      idempotencyKey: `opening:${userId}`,
    });
  };
}
