// SQL of one row of any search kind as a given user sees it: its result columns, whether they paid for it
// (isViewedSql) and what a reveal of it shows; and what revealing it pays for (paidItemSql). The search itself
// is the shared SearchRepository over the kind.
import { Inject, Injectable } from '@nestjs/common';
import {
  fromOf,
  idOf,
  isViewedSql,
  paidItemSql,
  SqlParams,
  type RevealField,
  type SearchKindDefinition,
} from '@leadsignal/search';
import type { ViewedItemKind } from '@leadsignal/contracts';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

/** The contact details a reveal shows, each null when the kind reveals no such field. */
export type RevealedFields = Record<RevealField, string | null>;

/** A row with its revealable fields, if its kind reveals any (the caller decides whether the user may see them). */
export type RecordForUser<Row> = Row & Partial<RevealedFields> & { isViewed: boolean };

/** What a reveal reads of a row: its fields, whether the user paid for it, and what paying for it buys. */
export interface RevealableRow extends RevealedFields {
  isViewed: boolean;
  paidKind: ViewedItemKind;
  paidId: string;
}

/** More columns (and the joins they read) a kind's detail needs beyond its result columns. */
export interface DetailColumns {
  columns?: string;
  joins?: string;
}

@Injectable()
export class RecordsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): RecordsRepository {
    return new RecordsRepository(db);
  }

  /** The row with its revealable fields and whether this user has paid for it; null when unknown. */
  async findForUser<Row>(
    definition: SearchKindDefinition,
    userId: string,
    id: string,
    detail: DetailColumns = {},
  ): Promise<RecordForUser<Row> | null> {
    const params = new SqlParams([id]);
    const user = params.add(userId);
    const columns = [
      definition.resultColumns,
      definition.reveal ? revealedColumns(definition) : null,
      detail.columns,
      `${isViewedSql(definition, user)} AS "isViewed"`,
    ].filter(Boolean);
    const joins = [definition.resultJoins, definition.reveal?.joins, detail.joins].filter(Boolean).join(' ');
    const [row] = await queryRows<RecordForUser<Row>>(
      this.db,
      `SELECT ${columns.join(', ')} FROM ${fromOf(definition)} ${joins} WHERE ${idOf(definition)} = $1`,
      params.list(),
    );
    return row ?? null;
  }

  /** What revealing the row shows and pays for; null when unknown. */
  async findRevealable(definition: SearchKindDefinition, userId: string, id: string): Promise<RevealableRow | null> {
    const params = new SqlParams([id]);
    const user = params.add(userId);
    const paid = paidItemSql(definition);
    const [row] = await queryRows<RevealableRow>(
      this.db,
      `SELECT ${revealedColumns(definition)}, ${paid.kind} AS "paidKind", ${paid.id} AS "paidId",
         ${isViewedSql(definition, user)} AS "isViewed"
       FROM ${fromOf(definition)} ${definition.reveal?.joins ?? ''}
       WHERE ${idOf(definition)} = $1`,
      params.list(),
    );
    return row ?? null;
  }
}

const REVEAL_FIELDS: readonly RevealField[] = ['email', 'phone'];

/** Every reveal field, as the kind computes it or NULL. */
function revealedColumns(definition: SearchKindDefinition): string {
  const fields = definition.reveal?.fields ?? {};
  return REVEAL_FIELDS.map((field) => `${fields[field] ?? 'NULL::text'} AS "${field}"`).join(', ');
}
