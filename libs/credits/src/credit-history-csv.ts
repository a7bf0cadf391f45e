// A user's credit history as a CSV file: every ledger row (newest first), text cells neutralised, numbers
// as numbers, UTF-8 with a byte-order mark — the CSV format of every file we serve (server-core).
import { Injectable } from '@nestjs/common';
import { LEDGER_KIND_LABELS, type LedgerEntry, type LedgerKind } from '@leadsignal/contracts';
import { neutraliseCell, toCsvFile } from '@leadsignal/server-core';
import { LedgerRepository } from './ledger.repository';

const HEADER = [
  'Date',
  'Kind',
  'What for',
  'About',
  'Change',
  'Allowance change',
  'Top-up change',
  'Balance after',
  'By',
];

@Injectable()
export class CreditHistoryCsv {
  constructor(private readonly ledger: LedgerRepository) {}

  /** The user's history, of these kinds only when given. */
  async of(userId: string, kind?: readonly LedgerKind[]): Promise<string> {
    return ledgerCsv(await this.ledger.all(userId, kind));
  }
}

export function ledgerCsv(rows: readonly LedgerEntry[]): string {
  return toCsvFile(
    HEADER,
    rows.map((row) => [
      row.createdOn,
      LEDGER_KIND_LABELS[row.kind],
      neutraliseCell(row.reason),
      neutraliseCell(row.subject),
      String(row.delta),
      String(row.allowanceDelta),
      String(row.topUpDelta),
      String(row.balanceAfter),
      neutraliseCell(row.actorName),
    ]),
  );
}
