import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { PaymentProvider } from './payment-provider';

/** Plans, orders and the payment provider's events (checkout and webhook), granting credits through libs/credits. */
@Module({
  imports: [CreditsModule],
  providers: [BillingRepository, BillingService, PaymentProvider],
  exports: [BillingRepository, BillingService],
})
export class BillingModule {}
