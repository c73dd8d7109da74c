import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { registerMember } from '../support/http';
import { mailsWithLink } from '../support/outbox';

// The handler runs in this process on the real DynamoDB Local with SITE_URL set as in AWS. A
// mail that goes is read where it lands (the stack's outbox); SES's failure, which only a
// client mock can produce, is played through SES as in AWS (MAIL_FROM).
const ses = mockClient(SESClient);
type Handler = (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;

beforeAll(() => {
  Object.assign(process.env, {
    DDB_ENDPOINT: inject('ddbEndpoint'),
    TABLE_NAME: 'DzDeals',
    SITE_URL: 'https://dzdeals.example',
    LOG_LEVEL: 'info',
  });
});
afterAll(() => {
  ses.restore();
  delete process.env.MAIL_FROM;
  delete process.env.MAIL_OUTBOX_DIR;
});

/** The route's handler with a mailer chosen afresh from `mail` (the process keeps the first). */
async function handlerMailingThrough(mail: { MAIL_OUTBOX_DIR: string } | { MAIL_FROM: string }) {
  delete process.env.MAIL_FROM;
  delete process.env.MAIL_OUTBOX_DIR;
  Object.assign(process.env, mail);
  vi.resetModules();
  return ((await import('@functions/auth/request-password-reset')) as { handler: Handler }).handler;
}

const forgotEvent = (email: string) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/auth/forgot-password',
    rawPath: '/api/auth/forgot-password',
    headers: { 'content-type': 'application/json' },
    requestContext: { requestId: 'test-request' },
    body: JSON.stringify({ email }),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('reset mail', () => {
  it('sends the link built from SITE_URL', async () => {
    const handler = await handlerMailingThrough({ MAIL_OUTBOX_DIR: inject('outboxDir') });
    const m = await registerMember();
    const res = await handler(forgotEvent(m.email));
    expect(res.statusCode).toBe(200);
    // Written before the handler answered: there now, no wait (the sign-up's mail aside).
    const mails = await mailsWithLink(m.email, 'reset-password');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/https:\/\/dzdeals\.example\/reset-password\?token=\S+/);
  });

  it('answers as usual when SES fails, and logs the failure with the request id', async () => {
    const handler = await handlerMailingThrough({ MAIL_FROM: 'noreply@dzdeals.dz' });
    ses.reset();
    ses.on(SendEmailCommand).rejects(new Error('Daily message quota exceeded'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = await registerMember();
    const res = await handler(forgotEvent(m.email));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!).message).toBe(
      'Si un compte est associé à cet email, vous recevrez un lien de réinitialisation dans quelques minutes.',
    );
    const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'mail not sent',
        mail: 'reset',
        requestId: 'test-request',
        error: 'Daily message quota exceeded',
      }),
    );
    errors.mockRestore();
  });
});
