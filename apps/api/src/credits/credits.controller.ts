// The credit ledger over HTTP (docs/billing.md "Credits"): the signed-in user's own history (paged, by
// kind, as CSV) and usage per day; admins read any user's history and grant or take back credits with a
// reason — a ledger row, never an in-place edit, and never on their own account.
import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import {
  PERMISSIONS,
  LEDGER_KIND_LABELS,
  adminCreditChangeSchema,
  ledgerQuerySchema,
  type AdminCreditChange,
  type CreditUsageDay,
  type LedgerEntry,
  type LedgerPage,
  type LedgerQuery,
} from '@leadsignal/contracts';
import { CreditsService, LedgerRepository } from '@leadsignal/credits';
import { neutraliseCell } from '@leadsignal/exports';
import { contentDisposition, DomainError } from '@leadsignal/server-core';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { RequirePermissions, SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody, ZodQuery } from '../common/validation/zod.pipe';
import { UsersService } from '../users/users.service';

const USAGE_DAYS = 30;

@Controller()
export class CreditsController {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly credits: CreditsService,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  @SignedIn()
  @Get('credits/ledger')
  own(@CurrentUser() user: AuthUser, @ZodQuery(ledgerQuerySchema) query: LedgerQuery): Promise<LedgerPage> {
    return this.ledger.page(user.id, query);
  }

  @SignedIn()
  @Get('credits/ledger.csv')
  async ownCsv(
    @CurrentUser() user: AuthUser,
    @ZodQuery(ledgerQuerySchema) query: LedgerQuery,
    @Res() res: Response,
  ): Promise<void> {
    const rows = await this.ledger.all(user.id, query.kind);
    res.status(200);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition('credit-history.csv'));
    res.send(ledgerCsv(rows));
  }

  @SignedIn()
  @Get('credits/usage')
  usage(@CurrentUser() user: AuthUser): Promise<CreditUsageDay[]> {
    return this.ledger.usage(user.id, USAGE_DAYS);
  }

  @RequirePermissions(PERMISSIONS.adminUsers)
  @Get('users/:id/credits/ledger')
  async ofUser(
    @IdParam('id', 'User not found.') id: string,
    @ZodQuery(ledgerQuerySchema) query: LedgerQuery,
  ): Promise<LedgerPage> {
    await this.users.get(id);
    return this.ledger.page(id, query);
  }

  @RequirePermissions(PERMISSIONS.adminUsers)
  @Post('users/:id/credits')
  @HttpCode(200)
  async change(
    @CurrentUser() admin: AuthUser,
    @IdParam('id', 'User not found.') id: string,
    @ZodBody(adminCreditChangeSchema) body: AdminCreditChange,
  ): Promise<{ monthlyAvailableCredits: number; allowanceCredits: number; topUpCredits: number }> {
    const balances = await this.dataSource.transaction(async (tx) => {
      await this.users.manageable(
        tx,
        admin,
        id,
        DomainError.unprocessable('You cannot change your own credits.', 'delta'),
      );
      return this.credits.adminChange(tx, {
        userId: id,
        actorId: admin.id,
        delta: body.delta,
        reason: body.reason,
        key: `admin:${randomUUID()}`,
      });
    });
    return {
      monthlyAvailableCredits: balances.allowance + balances.topUp,
      allowanceCredits: balances.allowance,
      topUpCredits: balances.topUp,
    };
  }
}

/** The history as a spreadsheet reads it: text cells neutralised, numbers as numbers, UTF-8 with BOM. */
export function ledgerCsv(rows: readonly LedgerEntry[]): string {
  const header = [
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
  const records = rows.map((row) => [
    row.createdOn,
    LEDGER_KIND_LABELS[row.kind],
    neutraliseCell(row.reason),
    neutraliseCell(row.subject),
    String(row.delta),
    String(row.allowanceDelta),
    String(row.topUpDelta),
    String(row.balanceAfter),
    neutraliseCell(row.actorName),
  ]);
  return stringify([header, ...records], { bom: true, quoted_match: '\r', record_delimiter: 'unix' });
}
