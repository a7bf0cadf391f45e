// Credits: one credit per row a user sees for the first time (a revealed e-mail, a downloaded row),
// deducted atomically with the viewed marks and a ledger row, never below 0 (ARCHITECTURE §5).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  capReachedReason,
  MAX_CREDIT_BALANCE,
  type PaidBy,
  NOT_ENOUGH_CREDITS_REASON,
  type ViewedItemKind,
} from '@leadsignal/contracts';
import {
  CreditsRepository,
  type CreditWarning,
  type Balances,
  type LedgerRow,
  type MemberCap,
  type ViewSource,
} from './credits.repository';
import { DomainError, type Queryable } from '@leadsignal/server-core';

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

/** A change of a balance other than a charge (renewal, purchase, refund, admin grant…). */
export type CreditChange = Omit<LedgerRow, 'balanceAfter'>;

/** Something a user pays for once (viewed_items' item_kind and item_id). */
export interface ViewedItem {
  kind: ViewedItemKind;
  id: string;
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

  /** The allowance and the top-ups (0 and 0 for an unknown user), read in `db` (a transaction) if given. */
  async balances(db: Queryable | null, userId: string): Promise<Balances> {
    const repository = db ? this.credits.in(db) : this.credits;
    return (await repository.balances(userId)) ?? { allowance: 0, topUp: 0 };
  }

  /**
   * Delivers the warnings charges raised (docs/teams.md): each in a transaction of its own with `deliver` (the
   * notifications and mails, libs/teams), then stamped; a warning whose delivery throws stays for the next pass.
   * Answers how many were delivered.
   */
  async deliverWarnings(
    deliver: (tx: Queryable, warning: CreditWarning) => Promise<void>,
    limit = 100,
  ): Promise<number> {
    let delivered = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (tx) => {
        const credits = this.credits.in(tx);
        const [warning] = await credits.undeliveredWarnings(1);
        if (!warning) return false;
        await deliver(tx, warning);
        await credits.markWarningDelivered(warning.id);
        return true;
      });
      if (!done) return delivered;
      delivered += 1;
      if (delivered >= limit) return delivered;
    }
  }

  /** Who in the user's team paid for the item first, and when (docs/teams.md); null when nobody has. */
  async paidBy(userId: string, kind: ViewedItemKind, itemId: string): Promise<PaidBy | null> {
    const row = await this.credits.paidBy(userId, kind, itemId);
    return row ? { name: row.name, on: row.on.toISOString(), byYou: row.userId === userId } : null;
  }

  /** The user's monthly cap in their team (null = none) and what they spent from the pool this month. */
  async capOf(userId: string): Promise<MemberCap> {
    return (await this.credits.capOf(userId)) ?? { cap: null, used: 0 };
  }

  balance(userId: string): Promise<number> {
    return this.credits.balance(userId).then((credits) => credits ?? 0);
  }

  /** The most rows one download may hold (0 = unlimited, spec §9). */
  downloadLimit(userId: string): Promise<number> {
    return this.credits.downloadLimit(userId).then((limit) => limit ?? 0);
  }

  /**
   * A new user's starting balance, in the caller's transaction: `credits` top-ups as an opening ledger row
   * (balance = sum of the ledger; nothing when 0) and the download limit (0 = unlimited).
   */
  async open(tx: Queryable, userId: string, start: { credits: number; downloadLimit: number }): Promise<void> {
    if (start.credits > 0) {
      await this.post(tx, {
        userId,
        kind: 'opening',
        allowanceDelta: 0,
        topUpDelta: start.credits,
        reason: 'Starting credits',
        reference: null,
        idempotencyKey: `opening:${userId}`,
      });
    }
    await this.setDownloadLimit(tx, userId, start.downloadLimit);
  }

  /** Sets the most rows one download may hold (0 = unlimited), in `db` (a transaction) if given. */
  async setDownloadLimit(db: Queryable | null, userId: string, downloadLimit: number): Promise<void> {
    await (db ? this.credits.in(db) : this.credits).setDownloadLimit(userId, downloadLimit);
  }

  /**
   * Marks the items viewed and charges one credit for each that was not viewed before. Runs in the
   * caller's transaction (`tx`) so the marks, the deduction and the ledger row commit together;
   * throws DomainError 'insufficient-credit' (the API's 402) when the balance is short, which must roll that transaction back.
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
    const after = await credits.deduct(charge.userId, count);
    if ('refused' in after) {
      throw DomainError.insufficientCredit(
        after.refused === 'cap'
          ? capReachedReason(after.cap, after.used)
          : (charge.shortReason ?? NOT_ENOUGH_CREDITS_REASON),
      );
    }
    const balance = after.allowance + after.topUp;
    await credits.recordWarnings(charge.userId, {
      count,
      cap: after.cap,
      capUsedBefore: after.capUsedBefore,
      balanceAfter: balance,
    });
    await credits.record({
      userId: charge.userId,
      kind: charge.source === 'reveal' ? 'reveal' : 'download',
      allowanceDelta: -after.fromAllowance,
      topUpDelta: -(count - after.fromAllowance),
      balanceAfter: balance,
      reason: charge.reason,
      reference: charge.reference,
      idempotencyKey: charge.idempotencyKey,
    });
    return balance;
  }

  /**
   * Any other change of a balance, in the caller's transaction: locks the user, and unless a ledger row
   * with this idempotency key exists already (then nothing happens: `applied` false), moves the balances
   * and writes the row. A change that would take a balance below 0 throws 'insufficient-credit'.
   */
  async post(tx: Queryable, change: CreditChange): Promise<{ applied: boolean; balances: Balances }> {
    const credits = this.credits.in(tx);
    const before = await credits.balances(change.userId, { lock: true });
    if (!before) throw DomainError.notFound('The user was not found.');
    if (await credits.hasEntry(change.idempotencyKey)) return { applied: false, balances: before };
    if (before.allowance + change.allowanceDelta < 0 || before.topUp + change.topUpDelta < 0) {
      throw DomainError.insufficientCredit(NOT_ENOUGH_CREDITS_REASON);
    }
    if (change.allowanceDelta === 0 && change.topUpDelta === 0) return { applied: false, balances: before };
    const total = before.allowance + before.topUp + change.allowanceDelta + change.topUpDelta;
    if (change.allowanceDelta + change.topUpDelta > 0 && total > MAX_CREDIT_BALANCE) {
      throw DomainError.unprocessable(
        `A balance can hold at most ${MAX_CREDIT_BALANCE.toLocaleString('en-US')} credits; this would make it ${total.toLocaleString('en-US')}.`,
        'delta',
      );
    }
    const after = await credits.adjust(change.userId, change.allowanceDelta, change.topUpDelta);
    await credits.record({ ...change, balanceAfter: after.allowance + after.topUp });
    return { applied: true, balances: after };
  }

  /**
   * An administrator grants (delta > 0, to the top-ups, which never lapse) or takes back (delta < 0, from
   * the allowance first, then the top-ups) credits with a reason: a ledger row, never an in-place edit.
   * Taking back more than the user has is refused with 'unprocessable'.
   */
  async adminChange(
    tx: Queryable,
    change: { userId: string; actorId: string; delta: number; reason: string; key: string },
  ): Promise<Balances> {
    const before = await this.credits.in(tx).balances(change.userId, { lock: true });
    if (!before) throw DomainError.notFound('The user was not found.');
    let allowanceDelta = 0;
    let topUpDelta = change.delta;
    if (change.delta < 0) {
      const take = -change.delta;
      if (take > before.allowance + before.topUp) {
        throw DomainError.unprocessable(
          `The user has only ${before.allowance + before.topUp} credits; you cannot take back ${take}.`,
          'delta',
        );
      }
      allowanceDelta = -Math.min(before.allowance, take);
      topUpDelta = -(take + allowanceDelta);
    }
    const result = await this.post(tx, {
      userId: change.userId,
      kind: change.delta > 0 ? 'admin-grant' : 'admin-revoke',
      allowanceDelta,
      topUpDelta,
      reason: change.reason,
      reference: null,
      idempotencyKey: change.key,
      actorId: change.actorId,
    });
    return result.balances;
  }

  /**
   * A user moves to another workspace (docs/teams.md), in the caller's transaction: `move` changes the membership
   * (libs/teams' table). When the user was the only member of the workspace they leave (their personal one),
   * its whole balance goes with them into the new pool as top-ups, by a 'team-transfer' row on each side, and
   * what they had paid for becomes the new team's (free for every member). Leaving a shared team takes nothing
   * from its pool. Answers the credits moved.
   */
  async moveToWorkspace(
    tx: Queryable,
    move: { userId: string; reason: string; change: () => Promise<void> },
  ): Promise<number> {
    const credits = this.credits.in(tx);
    const from = await credits.workspaceIdOf(move.userId);
    const alone = from !== null && (await credits.membersOf(from)) === 1;
    const before = alone ? await credits.balances(move.userId, { lock: true }) : null;
    const moved = before ? before.allowance + before.topUp : 0;
    const key = randomUUID();
    if (before && moved > 0) {
      await this.post(tx, {
        userId: move.userId,
        kind: 'team-transfer',
        allowanceDelta: -before.allowance,
        topUpDelta: -before.topUp,
        reason: move.reason,
        reference: null,
        idempotencyKey: `team-transfer-out:${key}`,
      });
    }
    await move.change();
    const to = await credits.workspaceIdOf(move.userId);
    if (moved > 0) {
      await this.post(tx, {
        userId: move.userId,
        kind: 'team-transfer',
        allowanceDelta: 0,
        topUpDelta: moved,
        reason: move.reason,
        reference: null,
        idempotencyKey: `team-transfer-in:${key}`,
      });
    }
    if (alone && from && to && from !== to) await credits.moveViewed(from, to);
    return moved;
  }

  /**
   * adminChange in a transaction of its own, made only once `allowed` (run first, in that transaction, e.g.
   * the check that the admin may manage this user) has returned; whatever it throws refuses the change.
   */
  adminChangeNow(
    change: { userId: string; actorId: string; delta: number; reason: string; key: string },
    allowed: (tx: Queryable) => Promise<unknown>,
  ): Promise<Balances> {
    return this.dataSource.transaction(async (tx) => {
      await allowed(tx);
      return this.adminChange(tx, change);
    });
  }

  /**
   * A refund of the credit a user's team paid for an item (a reported row an admin corrected): one top-up credit,
   * once per workspace and item however many reports name it; nothing when the team never paid for it.
   */
  async refundItem(
    tx: Queryable,
    refund: { userId: string; kind: ViewedItemKind; itemId: string; reason: string; reference: string },
  ): Promise<boolean> {
    const credits = this.credits.in(tx);
    const paid = await credits.viewedOf(refund.userId, refund.kind, [refund.itemId]);
    if (!paid.length) return false;
    // Paid once per team, refunded once per team (a personal workspace's id is its user's).
    const workspaceId = (await credits.workspaceIdOf(refund.userId)) ?? refund.userId;
    const result = await this.post(tx, {
      userId: refund.userId,
      kind: 'refund',
      allowanceDelta: 0,
      topUpDelta: 1,
      reason: refund.reason,
      reference: refund.reference,
      idempotencyKey: `refund:${workspaceId}:${refund.kind}:${refund.itemId}`,
    });
    return result.applied;
  }

  /**
   * chargeForViews for items of several kinds (an alert download names people and contact-less alerts):
   * one charge per kind in the caller's transaction, so a 402 from any rolls back all of them. Answers the
   * items that were new, the credits charged in all and the balance after.
   */
  async chargeForItems(
    tx: Queryable,
    charge: Omit<ChargeForViews, 'kind' | 'itemIds'> & { items: readonly ViewedItem[] },
  ): Promise<{ newlyViewed: ViewedItem[]; charged: number; balance: number }> {
    const byKind = new Map<ViewedItemKind, string[]>();
    for (const item of charge.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
    const newlyViewed: ViewedItem[] = [];
    let charged = 0;
    let balance = await this.credits
      .in(tx)
      .balance(charge.userId)
      .then((credits) => credits ?? 0);
    for (const [kind, itemIds] of byKind) {
      const result = await this.chargeForViews(tx, {
        ...charge,
        kind,
        itemIds,
        idempotencyKey: byKind.size === 1 ? charge.idempotencyKey : `${charge.idempotencyKey}:${kind}`,
      });
      newlyViewed.push(...result.newlyViewed.map((id) => ({ kind, id })));
      charged += result.charged;
      balance = result.balance;
    }
    return { newlyViewed, charged, balance };
  }

  /** chargeForViews in a transaction of its own. */
  chargeForViewsNow(charge: ChargeForViews): Promise<ViewsCharged> {
    return this.dataSource.transaction((tx) => this.chargeForViews(tx, charge));
  }
}
