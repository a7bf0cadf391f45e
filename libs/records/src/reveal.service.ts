// Revealing a row's contact details for one credit, for every kind that reveals any (its definition's
// `reveal`: alerts show the named person's e-mail, prospects a person's e-mail and phone). What the credit
// pays for is the kind's paysFor: the person, so a person revealed through an alert is free in prospects
// after, and the other way round.
import { Inject, Injectable } from '@nestjs/common';
import type { PaidBy } from '@leadsignal/contracts';
import { CreditsService } from '@leadsignal/credits';
import type { SearchKindDefinition } from '@leadsignal/search';
import { DomainError, type UserRef } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';
import { RecordsRepository, type RevealedFields } from './records.repository';

export interface Revealed extends RevealedFields {
  /** True when this call paid for the row (false: paid for before, or nothing to reveal). */
  isCreditDeducted: boolean;
  /** The user's balance after the reveal. */
  balance: number;
  /** When the team had paid already: who did, and when (docs/teams.md). */
  paidBy: PaidBy | null;
}

/** "The alert was not found." */
export function notFoundReason(definition: SearchKindDefinition): string {
  return `The ${definition.noun.one} was not found.`;
}

/** A stored value, or null when it is missing or blank. */
export function nonEmpty(value: string | null | undefined): string | null {
  return value && value.trim() ? value : null;
}

@Injectable()
export class RevealService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly records: RecordsRepository,
    private readonly credits: CreditsService,
  ) {}

  /**
   * The row's contact details: free when this user has paid for what the row pays for, otherwise one credit,
   * charged in the transaction that marks it paid for (402 when no credit is left). A row with nothing to
   * reveal costs nothing and stays unpaid (docs/alerts.md). 404 for an unknown row or a kind that reveals
   * nothing.
   */
  async reveal(definition: SearchKindDefinition, user: UserRef, id: string): Promise<Revealed> {
    const row = definition.reveal ? await this.records.findRevealable(definition, user.id, id) : null;
    if (!row) throw DomainError.notFound(notFoundReason(definition));
    const fields: RevealedFields = { email: nonEmpty(row.email), phone: nonEmpty(row.phone) };
    if (row.isViewed || Object.values(fields).every((value) => value === null)) {
      const [balance, paidBy] = await Promise.all([
        this.credits.balance(user.id),
        row.isViewed ? this.credits.paidBy(user.id, row.paidKind, row.paidId) : Promise.resolve(null),
      ]);
      return { ...fields, isCreditDeducted: false, balance, paidBy };
    }
    // The ledger key names what was paid for (the person, or the alert when it names nobody), so an alert an
    // ingest re-linked to a new person charges once for that person.
    const charged = await this.dataSource.transaction((tx) =>
      this.credits.chargeForViews(tx, {
        userId: user.id,
        kind: row.paidKind,
        itemIds: [row.paidId],
        source: 'reveal',
        reason: `${definition.noun.one} e-mail reveal`,
        reference: id,
        idempotencyKey: `reveal:${user.id}:${row.paidKind}:${row.paidId}`,
      }),
    );
    // Not charged: a concurrent reveal of the same item by this user paid for it a moment ago.
    const paidBy = charged.charged > 0 ? null : await this.credits.paidBy(user.id, row.paidKind, row.paidId);
    return { ...fields, isCreditDeducted: charged.charged > 0, balance: charged.balance, paidBy };
  }
}
