import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from './log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe...): sent as a raw MIME message. */
  headers?: Record<string, string>;
}

/** The mail port: SES in AWS, a folder of files locally (MAIL_OUTBOX_DIR). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Writes each mail as a JSON file and prints its links, for `npm start` and the tests. */
export function outboxMailer(dir: string): Mailer {
  return {
    async send(mail) {
      // Faults on purpose (infra/local/faults.ts sets the rate from FAULTS): refused as SES refuses, nothing kept.
      if (Math.random() < Number(process.env.MAIL_OUTBOX_FAULT_RATE || 0)) throw sesThrottling();
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`,
      );
      await writeFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2));
      // A block of its own, so the link a developer has to follow stands out in the console.
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(
        [
          '',
          `=== Mail to ${mail.to} (kept in the local outbox, not sent) `.padEnd(72, '='),
          `  subject: ${mail.subject}`,
          ...links.map((link) => `  link:    ${link}`),
          `  file:    ${file}`,
          '='.repeat(72),
          '',
        ].join('\n'),
      );
    },
  };
}

/** The error SES answers past the account's sending rate, as the SDK throws it (a 400, retryable). */
function sesThrottling() {
  return Object.assign(new Error('Maximum sending rate exceeded.'), {
    name: 'Throttling',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
  });
}

/**
 * Sends a mail whose failure must not fail the request (the account change it reports is done):
 * the failure is logged with the request id, without the mail's content.
 */
export async function sendWithoutFailing(mail: Mail, requestId: string, what: string) {
  try {
    await getMailer().send(mail);
  } catch (err) {
    log('error', 'mail not sent', { requestId, mail: what, error: err instanceof Error ? err.message : String(err) });
  }
}

let mailer: Mailer | undefined;

/** The process-wide mailer chosen from the environment. */
export function getMailer(): Mailer {
  if (mailer) return mailer;
  if (process.env.MAIL_OUTBOX_DIR) return (mailer = outboxMailer(process.env.MAIL_OUTBOX_DIR));
  if (!process.env.MAIL_FROM) throw new Error('Neither MAIL_OUTBOX_DIR nor MAIL_FROM is set');
  const from = process.env.MAIL_FROM;
  // SES's client loads with the first mail: a request that sends none never loads it.
  let ses: Promise<Mailer> | undefined;
  return (mailer = {
    send: async (mail) => (await (ses ??= import('./ses-mailer').then((m) => m.deploymentMailer(from)))).send(mail),
  });
}
