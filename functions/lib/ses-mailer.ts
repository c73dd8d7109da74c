import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { Mail, Mailer } from './mail';

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
function mimeMessage(from: string, mail: Mail) {
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

/** The deployment's mailer: SES with the function's role, in its region. */
export const deploymentMailer = (from: string) => sesMailer(new SESClient({}), from);
