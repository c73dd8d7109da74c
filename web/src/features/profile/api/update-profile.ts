import { CLIENT_MSG } from '@shared/client-messages';
import type { Language } from '@shared/i18n/languages';
import { MSG } from '@shared/messages';
import type { ProfileInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';
import { renewToken } from '@web/lib/session';

/**
 * Resolves with the member as saved and the server's word. A new email either applied (every
 * other session ended: the fresh token answered is kept, so this device stays signed in) or
 * waits for the link mailed to the current address (the member is unchanged, the word says so).
 * `language` is the member's: the language of their mails.
 */
export async function updateProfile(input: ProfileInput & { language?: Language }) {
  const reply = await api.send('PUT /api/auth/profile', {
    body: input,
    fallback: CLIENT_MSG.profileUpdate,
  });
  const { token, ...user } = reply.data;
  if (typeof token === 'string') renewToken(token);
  return { user, message: reply.message || MSG.profileUpdated };
}
