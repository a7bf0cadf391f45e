import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

@Module({ controllers: [SettingsController], providers: [SettingsRepository, SettingsService] })
export class SettingsModule {}
