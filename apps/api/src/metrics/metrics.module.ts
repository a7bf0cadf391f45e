import { Module } from '@nestjs/common';
import { CsvDownloadsRepository } from '@leadsignal/exports';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

@Module({ controllers: [MetricsController], providers: [MetricsService, CsvDownloadsRepository] })
export class MetricsModule {}
