import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * The mails the local outbox holds for one address, oldest first. Other test files send mail
 * at the same time, and a mail file is written in more than one step: a file that is not whole
 * JSON yet belongs to a request still running, never to one this test already had the reply of
 * (the mail is written before the reply), so it is skipped, not read as a failure.
 */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const dir = inject('outboxDir');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => {
      try {
        return JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMail;
      } catch {
        return undefined;
      }
    }),
  );
  return mails.filter((m): m is OutboxMail => m?.to?.toLowerCase() === address.toLowerCase());
}

const linkIn = (page: string) => new RegExp(`https?://\\S+/${page}\\?token=(\\S+)`);

/** The mails to an address that carry a link to one page (`reset-password`, `verify-email`). */
export async function mailsWithLink(address: string, page: string) {
  return (await mailsTo(address)).filter((m) => linkIn(page).test(m.text));
}

/** The token carried by the newest mail to an address with a link to `page`. */
export async function lastLinkToken(address: string, page: string) {
  const link = linkIn(page).exec((await mailsWithLink(address, page)).at(-1)?.text ?? '');
  if (!link) throw new Error(`no ${page} mail for ${address}`);
  return { token: decodeURIComponent(link[1]), link: link[0] };
}

/** The reset token carried by the newest reset mail to an address. */
export const lastResetToken = (address: string) => lastLinkToken(address, 'reset-password');
