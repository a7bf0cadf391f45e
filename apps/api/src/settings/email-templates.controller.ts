import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  PERMISSIONS,
  updateEmailTemplateSchema,
  type EmailPreview,
  type EmailTemplateView,
  type UpdateEmailTemplateRequest,
} from '@leadsignal/contracts';
import { RequirePermissions } from '../common/auth/access.decorators';
import { ZodBody } from '../common/validation/zod.pipe';
import { EmailTemplatesService } from './email-templates.service';

@Controller('settings/emailTemplates')
@RequirePermissions(PERMISSIONS.adminEmailTemplates)
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get()
  list(): Promise<EmailTemplateView[]> {
    return this.templates.list();
  }

  @Get(':key')
  get(@Param('key') key: string): Promise<EmailTemplateView> {
    return this.templates.get(key);
  }

  @Put(':key')
  update(
    @Param('key') key: string,
    @ZodBody(updateEmailTemplateSchema) body: UpdateEmailTemplateRequest,
  ): Promise<EmailTemplateView> {
    return this.templates.update(key, body);
  }

  @Post(':key/preview')
  @HttpCode(200)
  preview(
    @Param('key') key: string,
    @ZodBody(updateEmailTemplateSchema) body: UpdateEmailTemplateRequest,
  ): EmailPreview {
    return this.templates.preview(key, body);
  }
}
