// The credits queue in the worker: the scheduled renewal of monthly allowances (AllowanceService).
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { CreditsModule } from '@leadsignal/credits';
import { RenewalProcessor } from './renewal.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.credits }), CreditsModule],
  providers: [RenewalProcessor],
})
export class CreditsQueueModule {}
