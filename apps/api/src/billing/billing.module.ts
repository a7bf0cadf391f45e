import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { PaymentProvider } from './payment-provider';

@Module({
  imports: [CreditsModule],
  controllers: [BillingController],
  providers: [BillingRepository, BillingService, PaymentProvider],
})
export class BillingModule {}
