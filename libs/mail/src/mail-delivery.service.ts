// Renders a queued e-mail from its database template and delivers it: over SMTP when SMTP_URL is set,
// otherwise as an .eml file in MAIL_OUTBOX_DIR (development and demos need no mail server).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { MailJob } from '@leadsignal/contracts';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { EmailTemplatesRepository } from './email-templates.repository';
import { renderTemplate } from './template-renderer';

/** A job that can never succeed, however often it is retried. */
export class UndeliverableMailError extends Error {}

export type DeliveryResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; messageId: string; path: string };

@Injectable()
export class MailDeliveryService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailDeliveryService.name);
  private readonly smtp: Transporter | null;
  // Builds the complete RFC 822 message in memory instead of sending it.
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly from: string;
  private readonly outboxDir: string;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    private readonly templates: EmailTemplatesRepository,
  ) {
    this.smtp = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
    this.from = config.MAIL_FROM;
    this.outboxDir = resolve(config.MAIL_OUTBOX_DIR);
  }

  async deliver(job: MailJob): Promise<DeliveryResult> {
    // Jobs come out of Redis untyped; a job without a recipient would otherwise burn all its retries.
    if (typeof job?.to !== 'string' || !job.to.trim()) {
      throw new UndeliverableMailError('The mail job has no recipient.');
    }
    const template = await this.templates.get(job.template);
    if (!template) throw new UndeliverableMailError(`There is no e-mail template "${job.template}".`);
    const { subject, html, text } = renderTemplate(template, job.variables ?? {});
    const message: SendMailOptions = { from: this.from, to: job.to, subject, html, text };

    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      this.logger.log({ to: job.to, template: job.template, messageId: info.messageId }, 'e-mail sent');
      return { via: 'smtp', messageId: info.messageId };
    }
    return this.writeToOutbox(job, message);
  }

  // The last shutdown phase: processors have finished their jobs by then (see QueueProcessor).
  onApplicationShutdown(): void {
    this.smtp?.close();
  }

  private async writeToOutbox(job: MailJob, message: SendMailOptions): Promise<DeliveryResult> {
    const info = await this.composer.sendMail(message);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const path = join(this.outboxDir, `${stamp}-${job.template}-${randomBytes(4).toString('hex')}.eml`);
    await mkdir(this.outboxDir, { recursive: true });
    // Renamed into place so anything watching the folder never opens a half-written file.
    await writeFile(`${path}.partial`, info.message as Buffer);
    await rename(`${path}.partial`, path);
    this.logger.log({ to: job.to, template: job.template, path }, `e-mail written to ${path} (no SMTP_URL set)`);
    return { via: 'outbox', messageId: info.messageId, path };
  }
}
