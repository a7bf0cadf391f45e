import { Module } from '@nestjs/common';
import { AllowanceService } from './allowance.service';
import { CreditHistoryCsv } from './credit-history-csv';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';
import { LedgerRepository } from './ledger.repository';
import { SubscriptionsRepository } from './subscriptions.repository';

/** Credit deduction, the ledger and the monthly allowance, used by reveals, downloads, billing and the worker. */
@Module({
  providers: [
    CreditsRepository,
    CreditsService,
    LedgerRepository,
    SubscriptionsRepository,
    AllowanceService,
    CreditHistoryCsv,
  ],
  exports: [CreditsService, CreditsRepository, LedgerRepository, AllowanceService, CreditHistoryCsv],
})
export class CreditsModule {}
