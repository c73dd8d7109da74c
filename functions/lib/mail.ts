import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
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

/** SES (API v1): SendEmail (text and HTML parts in UTF-8), or SendRawEmail for a mail with headers of its own. */
export function sesMailer(client: SESClient, from: string): Mailer {
  return {
    async send(mail) {
      if (mail.headers) {
        await client.send(
          new SendRawEmailCommand({
            RawMessage: { Data: Buffer.from(mimeMessage(from, mail)) },
            ...configurationSet(),
          }),
        );
        return;
      }
      await client.send(
        new SendEmailCommand({
          Source: from,
          ...configurationSet(),
          Destination: { ToAddresses: [mail.to] },
          Message: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          },
        }),
      );
    },
  };
}

/** The SES configuration set of the deployment (bounces and complaints to the alarm topic), if any. */
const configurationSet = () =>
  process.env.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: process.env.MAIL_CONFIGURATION_SET } : {};

/** A header value in UTF-8 (RFC 2047 encoded-words when it is not plain ASCII). */
const headerText = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;
/** Base64 in lines of 76 characters, as MIME wants bodies. */
const base64Lines = (text: string) => Buffer.from(text).toString('base64').replace(/.{76}/g, '$&\r\n');

/** The mail as a MIME message: text and HTML alternatives in UTF-8, and its own headers. */
export function mimeMessage(from: string, mail: Mail) {
  const boundary = `=_dzdeals_${Math.random().toString(36).slice(2)}`;
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ];
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${headerText(mail.subject)}`,
    'MIME-Version: 1.0',
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...part('text/plain', mail.text),
    ...part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
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
  return (mailer = sesMailer(new SESClient({}), process.env.MAIL_FROM));
}
