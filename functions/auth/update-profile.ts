import { HOUR_SECONDS, VERIFICATION_MAILS_PER_HOUR } from '@shared/limits';
import { FIELD_MSG, MSG } from '@shared/messages';
import type { ProfileUpdate } from '@shared/api-types';
import { profileSchema } from '@shared/schemas/auth';
import { checkCurrentPassword } from './current-password';
import { proveLinkedIdentity } from './provider-proof';
import { badRequest, conflict } from '../lib/errors';
import { api, ok } from '../http/api';
import { authResponse } from '../lib/issue-token';
import { sendWithoutFailing } from '../lib/mail';
import { emailChangeConfirmMail, emailChangedMail, mailLink, verifyMail } from '../lib/mail-templates';
import { issueEmailChange } from '../data/members/email-change';
import { newVerifyToken } from '../data/members/email-verification';
import { takeSlot } from '../data/members/rate-limits';
import { sameEmail, updateProfile } from '../data/members/accounts';
import { findUserIdByEmail, memberLanguage, toUser } from '../data/members/users';

/**
 * Username, city, language, the follow digest (turned on only with a verified address) and email
 * (mails follow the language as saved by this request). A session token alone never moves an email: the request proves it
 * with the current password (accounts with one) or a fresh token of a linked provider
 * (accounts without); failing both, nothing of the email changes and the current address is
 * mailed a link that applies it (202). An applied change starts the new address unverified
 * with a link sent to it, tells the former address if it was verified, unlinks every sign-in
 * identity but the one that proved it and ends every session: the answer carries a fresh token.
 */
export const handler = api(
  'PUT /api/auth/profile',
  { body: profileSchema },
  async ({ body, loadUser, origin, requestId }) => {
    const { currentPassword, providerToken, provider, email, ...others } = body;
    const user = await loadUser();
    const emailChanged = email !== undefined && !sameEmail(email, user.email);
    // The digest is mail: only to an address the member proved theirs (a new one is not, yet).
    if (body.followDigest === true && (user.emailVerified !== true || emailChanged)) {
      throw badRequest(FIELD_MSG.followDigestUnverified, { followDigest: FIELD_MSG.followDigestUnverified });
    }
    if (!emailChanged) {
      const updated = await updateProfile(user, { ...others, ...(email !== undefined ? { email } : {}) });
      return ok(toUser(updated), MSG.profileUpdated);
    }
    let keepIdentity: Awaited<ReturnType<typeof proveLinkedIdentity>> | undefined;
    if (user.passwordHash) {
      if (!currentPassword) {
        throw badRequest(FIELD_MSG.currentPasswordForEmail, { currentPassword: FIELD_MSG.currentPasswordForEmail });
      }
      await checkCurrentPassword(user, currentPassword, 403);
    } else if (providerToken) {
      keepIdentity = await proveLinkedIdentity(user, providerToken, provider, requestId);
    } else {
      return { status: 202, ...(await mailConfirmation()) };
    }
    const link = newVerifyToken(user.id, email);
    const updated = await updateProfile(user, { ...others, email }, { alsoWrite: [link.item], keepIdentity });
    const language = memberLanguage(updated);
    const url = mailLink(origin, `/verify-email?token=${encodeURIComponent(link.token)}`, language);
    await Promise.all([
      sendWithoutFailing(await verifyMail(updated.email, url, language), requestId, 'verify'),
      user.emailVerified &&
        sendWithoutFailing(await emailChangedMail(user.email, updated.email, language), requestId, 'notice'),
    ]);
    const { token } = await authResponse(updated);
    const data: ProfileUpdate = { ...toUser(updated), token };
    return ok(data, MSG.emailChanged);

    /** The other fields are saved now; the email waits for the link mailed to the current address. */
    async function mailConfirmation() {
      // An address already taken would only fail at the link: say so now, as an applied change would.
      const owner = await findUserIdByEmail(email!);
      if (owner && owner !== user.id) throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
      await takeSlot(
        { scope: 'email-change-mail', key: user.id, max: VERIFICATION_MAILS_PER_HOUR, windowSeconds: HOUR_SECONDS },
        MSG.emailChangesLimited,
      );
      const saved = Object.values(others).some((v) => v !== undefined) ? await updateProfile(user, others) : user;
      const token = await issueEmailChange(user, email!);
      const language = memberLanguage(saved);
      const url = mailLink(origin, `/confirm-email-change?token=${encodeURIComponent(token)}`, language);
      await sendWithoutFailing(
        await emailChangeConfirmMail(user.email, email!, url, language),
        requestId,
        'email-change',
      );
      return { data: toUser(saved), message: MSG.emailChangeMailed };
    }
  },
);
