// The e-mail templates admins edit (settings/emailTemplates): listed with the placeholders each e-mail
// offers, saved only when their placeholders make sense for that e-mail, and previewed with sample values
// through the same renderer that delivers them. The worker reads a template at each send, so a saved edit
// applies to the next e-mail.
import { Injectable } from '@nestjs/common';
import {
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_PLACEHOLDERS,
  placeholderProblems,
  type EmailPreview,
  type EmailTemplateKey,
  type EmailTemplateView,
  type UpdateEmailTemplateRequest,
} from '@leadsignal/contracts';
import { EmailTemplatesRepository, type EmailTemplate } from './email-templates.repository';
import { renderTemplate } from './template-renderer';
import { DomainError } from '@leadsignal/server-core';

const NOT_FOUND = 'The e-mail template was not found.';

function isTemplateKey(key: string): key is EmailTemplateKey {
  return (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(key);
}

function toView(template: EmailTemplate & { key: EmailTemplateKey }): EmailTemplateView {
  return {
    key: template.key,
    description: template.description,
    subject: template.subject,
    body: template.body,
    placeholders: EMAIL_TEMPLATE_PLACEHOLDERS[template.key],
    updatedOn: template.updatedAt.toISOString(),
  };
}

@Injectable()
export class EmailTemplatesService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async list(): Promise<EmailTemplateView[]> {
    const templates = await this.templates.list();
    return templates.filter((t): t is EmailTemplate & { key: EmailTemplateKey } => isTemplateKey(t.key)).map(toView);
  }

  async get(key: string): Promise<EmailTemplateView> {
    const template = isTemplateKey(key) ? await this.templates.get(key) : null;
    if (!template) throw DomainError.notFound(NOT_FOUND);
    return toView({ ...template, key: key as EmailTemplateKey });
  }

  async update(key: string, changes: UpdateEmailTemplateRequest): Promise<EmailTemplateView> {
    this.check(key, changes);
    const saved = await this.templates.update(key, changes);
    if (!saved) throw DomainError.notFound(NOT_FOUND);
    return toView({ ...saved, key: key as EmailTemplateKey });
  }

  /** The e-mail these texts would send, with each placeholder's sample value. */
  preview(key: string, texts: UpdateEmailTemplateRequest): EmailPreview {
    this.check(key, texts);
    const samples = Object.fromEntries(
      EMAIL_TEMPLATE_PLACEHOLDERS[key as EmailTemplateKey].map((placeholder) => [placeholder.name, placeholder.sample]),
    );
    return renderTemplate(texts, samples);
  }

  /** 404 for a key that is not an e-mail we send; 422 naming the first placeholder that does not fit. */
  private check(key: string, texts: UpdateEmailTemplateRequest): void {
    if (!isTemplateKey(key)) throw DomainError.notFound(NOT_FOUND);
    const [problem] = placeholderProblems(key, texts);
    if (problem) throw DomainError.unprocessable(problem.reason, problem.field);
  }
}
