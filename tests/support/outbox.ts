import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mails the local outbox holds for one address, oldest first. */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const dir = inject('outboxDir');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/** The reset token carried by the newest reset mail to an address. */
export async function lastResetToken(address: string) {
  const mails = await mailsTo(address);
  const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no reset mail for ${address}`);
  return { token: decodeURIComponent(link[1]), link: link[0] };
}
