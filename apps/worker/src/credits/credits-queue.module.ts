// The credits queue in the worker: the scheduled renewal of monthly allowances (AllowanceService) and the
// delivery of credit warnings (libs/teams CreditWarningsService), each on its own job scheduler.
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { CreditsModule } from '@leadsignal/credits';
import { CreditWarningsModule } from '@leadsignal/teams';
import { RenewalProcessor } from './renewal.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.credits }), CreditsModule, CreditWarningsModule],
  providers: [RenewalProcessor],
})
export class CreditsQueueModule {}
