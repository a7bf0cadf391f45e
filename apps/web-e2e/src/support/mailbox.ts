// Reads the e-mails the e2e SMTP server captured.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export async function waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs = 20000): Promise<ParsedMail> {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      if (predicate(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('No matching e-mail arrived in time');
}

export function toAddress(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address?.toLowerCase() ?? '';
}

export function firstLink(mail: ParsedMail, pathPart: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const match = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .find((href) => href.includes(pathPart));
  if (!match) throw new Error(`No link containing ${pathPart} in the e-mail`);
  return match;
}
