import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  EMAIL_TEMPLATE_KEYS,
  PERMISSIONS,
  updateEmailTemplateSchema,
  type EmailPreview,
  type EmailTemplateKey,
  type EmailTemplateView,
  type UpdateEmailTemplateRequest,
} from '@leadsignal/contracts';
import { EmailTemplatesService } from '@leadsignal/mail';
import { z } from 'zod';
import { RequirePermissions } from '../common/auth/access.decorators';
import { ZodBody, ZodParam } from '../common/validation/zod.pipe';

const TemplateKey = () => ZodParam('key', z.enum(EMAIL_TEMPLATE_KEYS), 'The e-mail template was not found.');

@Controller('settings/emailTemplates')
@RequirePermissions(PERMISSIONS.adminEmailTemplates)
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get()
  list(): Promise<EmailTemplateView[]> {
    return this.templates.list();
  }

  @Get(':key')
  get(@TemplateKey() key: EmailTemplateKey): Promise<EmailTemplateView> {
    return this.templates.get(key);
  }

  @Put(':key')
  update(
    @TemplateKey() key: EmailTemplateKey,
    @ZodBody(updateEmailTemplateSchema) body: UpdateEmailTemplateRequest,
  ): Promise<EmailTemplateView> {
    return this.templates.update(key, body);
  }

  @Post(':key/preview')
  @HttpCode(200)
  preview(
    @TemplateKey() key: EmailTemplateKey,
    @ZodBody(updateEmailTemplateSchema) body: UpdateEmailTemplateRequest,
  ): EmailPreview {
    return this.templates.preview(key, body);
  }
}
