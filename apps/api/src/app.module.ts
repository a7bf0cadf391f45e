import { Module } from '@nestjs/common';
import { AlertsModule } from './alerts/alerts.module';
import { CompaniesModule } from './companies/companies.module';
import { ProspectsModule } from './prospects/prospects.module';
import { ListsHttpModule } from './lists/lists.module';
import { AuthModule } from './auth/auth.module';
import {
  AppConfigModule,
  DatabaseModule,
  LoggingModule,
  QueueModule,
  SearchDatabaseModule,
  StorageModule,
} from '@leadsignal/server-core';
import { ExportsModule } from './exports/exports.module';
import { StartupSeedModule } from './seed/startup-seed.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { MailModule } from '@leadsignal/mail';
import { NotificationsHttpModule } from './notifications/notifications.module';
import { PermissionsModule } from './permissions/permissions.module';
import { ReportedDataModule } from './reported-data/reported-data.module';
import { BillingHttpModule } from './billing/billing.module';
import { CreditsHttpModule } from './credits/credits.module';
import { HomeHttpModule } from './home/home.module';
import { TeamHttpModule } from './team/team.module';
import { RolesModule } from './roles/roles.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    DatabaseModule,
    SearchDatabaseModule,
    StartupSeedModule,
    QueueModule,
    StorageModule,
    MailModule,
    HealthModule,
    MetricsModule,
    // Domain modules (one folder each) are added below.
    AuthModule,
    UsersModule,
    RolesModule,
    PermissionsModule,
    SettingsModule,
    SavedSearchesModule,
    HomeHttpModule,
    TeamHttpModule,
    AlertsModule,
    CompaniesModule,
    ProspectsModule,
    ListsHttpModule,
    ExportsModule,
    ReportedDataModule,
    BillingHttpModule,
    CreditsHttpModule,
    NotificationsHttpModule,
  ],
})
export class AppModule {}
