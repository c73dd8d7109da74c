import { FIELD_MSG, MSG } from '@shared/messages';
import { profileSchema } from '@shared/schemas/auth';
import { checkCurrentPassword } from './current-password';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { emailChangedMail, verifyMail } from '../lib/mail-templates';
import { newVerifyToken } from '../data/email-verification';
import { sameEmail, updateProfile } from '../data/accounts';
import { toUser } from '../data/users';

/**
 * Username, city and email. A new email needs the current password where the account has one
 * (a stolen token alone must not be enough to take the account's address), starts unverified
 * with a link sent to it, and the former address, if it was verified, is told. Sessions carry on.
 */
export const handler = api(
  'PUT /api/auth/profile',
  { body: profileSchema },
  async ({ body, loadUser, origin, requestId }) => {
    const { currentPassword, ...changes } = body;
    const user = await loadUser();
    const emailChanged = changes.email !== undefined && !sameEmail(changes.email, user.email);
    if (emailChanged && user.passwordHash) {
      if (!currentPassword) {
        throw badRequest(FIELD_MSG.currentPasswordForEmail, { currentPassword: FIELD_MSG.currentPasswordForEmail });
      }
      await checkCurrentPassword(user, currentPassword, 403);
    }
    const link = emailChanged ? newVerifyToken(user.id, changes.email!) : undefined;
    const updated = await updateProfile(user, changes, { alsoWrite: link && [link.item] });
    if (link) {
      const url = `${origin}/verify-email?token=${encodeURIComponent(link.token)}`;
      await Promise.all([
        sendWithoutFailing(verifyMail(updated.email, url), requestId, 'verify'),
        user.emailVerified && sendWithoutFailing(emailChangedMail(user.email, updated.email), requestId, 'notice'),
      ]);
    }
    return ok(toUser(updated), emailChanged ? MSG.emailChanged : MSG.profileUpdated);
  },
);
