// settings/* over HTTP: the login and signup wording (SettingsService, @leadsignal/accounts) and the e-mail
// templates (EmailTemplatesService, @leadsignal/mail).
import { Module } from '@nestjs/common';
import { EmailTemplatesController } from './email-templates.controller';
import { SettingsController } from './settings.controller';

@Module({ controllers: [SettingsController, EmailTemplatesController] })
export class SettingsModule {}
