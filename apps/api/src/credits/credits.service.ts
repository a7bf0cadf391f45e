// Credits: one credit per row a user sees for the first time (a revealed e-mail, a downloaded row),
// deducted atomically with the viewed marks and a ledger row, never below 0 (ARCHITECTURE §5).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NOT_ENOUGH_CREDITS_REASON } from '@leadsignal/contracts';
import { ApiError } from '../common/errors/api-error';
import type { Queryable } from '../database/sql';
import { CreditsRepository, type ViewedItemKind, type ViewSource } from './credits.repository';

export interface ChargeForViews {
  userId: string;
  kind: ViewedItemKind;
  itemIds: readonly string[];
  source: ViewSource;
  /** Ledger reason, e.g. "alert e-mail reveal". */
  reason: string;
  /** Ledger reference, e.g. the event id or the download id. */
  reference: string | null;
  /** Unique per charge: a retry with the same key cannot charge twice. */
  idempotencyKey: string;
  /** The 402 reason when the balance is short; default NOT_ENOUGH_CREDITS_REASON. */
  shortReason?: string;
}

export interface ViewsCharged {
  /** The items that were not viewed before (and were paid for). */
  newlyViewed: string[];
  charged: number;
  /** The balance after the charge (unchanged when nothing was new). */
  balance: number;
}

@Injectable()
export class CreditsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly credits: CreditsRepository,
  ) {}

  balance(userId: string): Promise<number> {
    return this.credits.balance(userId).then((credits) => credits ?? 0);
  }

  /**
   * Marks the items viewed and charges one credit for each that was not viewed before. Runs in the
   * caller's transaction (`tx`) so the marks, the deduction and the ledger row commit together;
   * throws a 402 ApiError when the balance is short, which must roll that transaction back.
   */
  async chargeForViews(tx: Queryable, charge: ChargeForViews): Promise<ViewsCharged> {
    const credits = this.credits.in(tx);
    const newlyViewed = await credits.markViewed(charge.userId, charge.kind, charge.itemIds, charge.source);
    const balance = await this.settle(credits, charge, newlyViewed.length);
    return { newlyViewed, charged: newlyViewed.length, balance };
  }

  /**
   * chargeForViews for many ids packed 16 bytes each (a large export's UuidList): the same marks, charge
   * and ledger row, without turning the ids into strings; answers the counts only.
   */
  async chargeForPackedViews(
    tx: Queryable,
    charge: Omit<ChargeForViews, 'itemIds'> & { packedIds: Buffer },
  ): Promise<Omit<ViewsCharged, 'newlyViewed'>> {
    const credits = this.credits.in(tx);
    const charged = await credits.markViewedPacked(charge.userId, charge.kind, charge.packedIds, charge.source);
    return { charged, balance: await this.settle(credits, charge, charged) };
  }

  /** Deducts `count` credits and writes the ledger row (nothing when 0); answers the balance after. */
  private async settle(
    credits: CreditsRepository,
    charge: Omit<ChargeForViews, 'itemIds'>,
    count: number,
  ): Promise<number> {
    if (count === 0) return (await credits.balance(charge.userId)) ?? 0;
    const balance = await credits.deduct(charge.userId, count);
    if (balance === null) throw ApiError.paymentRequired(charge.shortReason ?? NOT_ENOUGH_CREDITS_REASON);
    await credits.record({
      userId: charge.userId,
      delta: -count,
      balanceAfter: balance,
      reason: charge.reason,
      reference: charge.reference,
      idempotencyKey: charge.idempotencyKey,
    });
    return balance;
  }

  /** chargeForViews in a transaction of its own. */
  chargeForViewsNow(charge: ChargeForViews): Promise<ViewsCharged> {
    return this.dataSource.transaction((tx) => this.chargeForViews(tx, charge));
  }
}
