import { Module } from '@nestjs/common';
import { BillingModule } from '@leadsignal/billing';
import { BillingController } from './billing.controller';

/** Plans and payments over HTTP (pricing, admin plans, checkout, orders, the provider's webhook). */
@Module({
  imports: [BillingModule],
  controllers: [BillingController],
})
export class BillingHttpModule {}
