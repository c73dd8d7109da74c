import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api-client';
import { canRetry } from './verify-email';

/** Applies the email change a mailed link was made for; resolves with the server's message. */
async function confirmEmailChange(token: string) {
  // verify-email serves both kinds of mailed links.
  const reply = await api.send('POST /api/auth/verify-email', {
    body: { token },
    fallback: CLIENT_MSG.emailChangeConfirm,
  });
  return reply.message || MSG.emailChangeConfirmed;
}

// A link works once: a second mount must reuse the first call, not spend the token again.
const attempts = new Map<string, Promise<string>>();

/** `confirmEmailChange`, called at most once per token unless the call may be tried again. */
export function confirmEmailChangeOnce(token: string) {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirmEmailChange(token);
    attempts.set(token, attempt);
    attempt.catch((err: unknown) => {
      if (canRetry(err)) attempts.delete(token);
    });
  }
  return attempt;
}
