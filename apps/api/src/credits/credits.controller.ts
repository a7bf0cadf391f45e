// The credit ledger over HTTP (docs/billing.md "Credits"): the signed-in user's own history (paged, by
// kind, as CSV) and usage per day; admins read any user's history and grant or take back credits with a
// reason — a ledger row, never an in-place edit, and never on their own account.
import { randomUUID } from 'node:crypto';
import { Controller, Get, Res } from '@nestjs/common';
import {
  PERMISSIONS,
  adminCreditChangeSchema,
  ledgerQuerySchema,
  type AdminCreditChange,
  type CreditUsageDay,
  type LedgerPage,
  type LedgerQuery,
} from '@leadsignal/contracts';
import { CreditHistoryCsv, CreditsService, LedgerRepository } from '@leadsignal/credits';
import { contentDisposition, DomainError } from '@leadsignal/server-core';
import type { Response } from 'express';
import { PostCall, RequirePermissions, SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody, ZodQuery } from '../common/validation/zod.pipe';
import { UsersService } from '@leadsignal/accounts';

const USAGE_DAYS = 30;

@Controller()
export class CreditsController {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly credits: CreditsService,
    private readonly historyCsv: CreditHistoryCsv,
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
    const csv = await this.historyCsv.of(user.id, query.kind);
    res.status(200);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition('credit-history.csv'));
    res.send(csv);
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

  @PostCall('users/:id/credits', PERMISSIONS.adminUsers)
  async change(
    @CurrentUser() admin: AuthUser,
    @IdParam('id', 'User not found.') id: string,
    @ZodBody(adminCreditChangeSchema) body: AdminCreditChange,
  ): Promise<{ monthlyAvailableCredits: number; allowanceCredits: number; topUpCredits: number }> {
    const balances = await this.credits.adminChangeNow(
      { userId: id, actorId: admin.id, delta: body.delta, reason: body.reason, key: `admin:${randomUUID()}` },
      (tx) =>
        this.users.manageable(tx, admin, id, DomainError.unprocessable('You cannot change your own credits.', 'delta')),
    );
    return {
      monthlyAvailableCredits: balances.allowance + balances.topUp,
      allowanceCredits: balances.allowance,
      topUpCredits: balances.topUp,
    };
  }
}
