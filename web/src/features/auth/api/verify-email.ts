import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { ApiError, api } from '@web/lib/api-client';

/** Confirms the email a mailed link was made for; resolves with the server's message. */
export async function verifyEmail(token: string) {
  const reply = await api.send('POST /api/auth/verify-email', {
    body: { token },
    fallback: CLIENT_MSG.emailVerify,
  });
  return reply.message || MSG.emailVerified;
}

/** No answer, too soon, or a server fault: the token may still be unused, so another try makes sense. */
export const canRetry = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status === 429 || err.status >= 500;

// A token works only once: a second mount (React StrictMode's double effects, a remount) must
// reuse the first call, not spend the token again and report it invalid.
const attempts = new Map<string, Promise<string>>();

/** `verifyEmail`, called at most once per token unless the call may be tried again. */
export function verifyEmailOnce(token: string) {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token);
    attempts.set(token, attempt);
    attempt.catch((err: unknown) => {
      if (canRetry(err)) attempts.delete(token);
    });
  }
  return attempt;
}
