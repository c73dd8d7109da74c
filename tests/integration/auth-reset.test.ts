import { describe, expect, inject, it } from 'vitest';
import { FORGOT_MAX_REQUESTS, FORGOT_WINDOW_SECONDS } from '@shared/limits';
import { call, registerMember } from '../support/http';
import { lastResetToken, mailsTo, mailsWithLink } from '../support/outbox';
import { inOneWindow } from '../support/windows';

const SAME_ANSWER =
  'Si un compte est associé à cet email, vous recevrez un lien de réinitialisation dans quelques minutes.';
const forgot = (email: string) => call('POST', '/api/auth/forgot-password', { body: { email } });
const validate = (token: string) => call('GET', `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`);

describe('password reset', () => {
  it('mails a one-time link built from the site origin, and the link resets the password once', async () => {
    const m = await registerMember();
    const res = await forgot(m.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SAME_ANSWER);

    const { token, link } = await lastResetToken(m.email);
    expect(link.startsWith(`${inject('baseUrl')}/reset-password?token=`)).toBe(true);
    expect((await validate(token)).status).toBe(200);

    const reset = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'mot-de-passe-neuf' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Votre mot de passe a été réinitialisé, vous pouvez vous connecter');
    const login = await call('POST', '/api/auth/login', { body: { email: m.email, password: 'mot-de-passe-neuf' } });
    expect(login.status).toBe(200);

    // Used once: both the check and a second reset now refuse it.
    const again = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'encore-un-autre' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Ce lien de réinitialisation est invalide ou a expiré');
    expect((await validate(token)).status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const address = `personne.${Date.now()}@exemple.dz`;
    const res = await forgot(address);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SAME_ANSWER);
    expect(await mailsTo(address)).toHaveLength(0);
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await validate('x'.repeat(43))).status).toBe(400);
    expect((await call('GET', '/api/auth/validate-reset-token')).status).toBe(400);
    const res = await call('POST', '/api/auth/reset-password', {
      body: { token: 'y'.repeat(43), newPassword: 'mot-de-passe-neuf' },
    });
    expect(res.status).toBe(400);
  });

  it('validates the new password before using the token', async () => {
    const m = await registerMember();
    await forgot(m.email);
    const { token } = await lastResetToken(m.email);
    const weak = await call('POST', '/api/auth/reset-password', { body: { token, newPassword: 'court' } });
    expect(weak.status).toBe(400);
    expect((await validate(token)).status).toBe(200);
  });

  it('limits reset requests per email', async () => {
    // In one window of the limit (tests/support/windows.ts), with a member of its own.
    await inOneWindow(FORGOT_WINDOW_SECONDS, async () => {
      const m = await registerMember();
      for (let i = 0; i < FORGOT_MAX_REQUESTS; i++) expect((await forgot(m.email)).status).toBe(200);
      const limited = await forgot(m.email);
      expect(limited.status).toBe(429);
      expect(await mailsWithLink(m.email, 'reset-password')).toHaveLength(FORGOT_MAX_REQUESTS);
    });
  });
});
