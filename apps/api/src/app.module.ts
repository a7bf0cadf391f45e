import { Module } from '@nestjs/common';
import { AlertsModule } from './alerts/alerts.module';
import { AuthModule } from './auth/auth.module';
import { AppConfigModule } from './common/config/config.module';
import { LoggingModule } from './common/logging/logging.module';
import { DatabaseModule } from './database/database.module';
import { ExportsModule } from './exports/exports.module';
import { StartupSeedModule } from './database/startup-seed.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PermissionsModule } from './permissions/permissions.module';
import { QueueModule } from './queue/queue.module';
import { ReportedDataModule } from './reported-data/reported-data.module';
import { BillingModule } from './billing/billing.module';
import { RolesModule } from './roles/roles.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { SettingsModule } from './settings/settings.module';
import { StorageModule } from './storage/storage.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    DatabaseModule,
    StartupSeedModule,
    QueueModule,
    StorageModule,
    MailModule,
    HealthModule,
    // Domain modules (one folder each) are added below.
    AuthModule,
    UsersModule,
    RolesModule,
    PermissionsModule,
    SettingsModule,
    SavedSearchesModule,
    AlertsModule,
    ExportsModule,
    ReportedDataModule,
    BillingModule,
    NotificationsModule,
  ],
})
export class AppModule {}
