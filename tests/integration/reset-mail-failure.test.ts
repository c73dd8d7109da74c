import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { registerMember } from '../support/http';

// The handler runs in this process on the real DynamoDB Local, with SES as in AWS (MAIL_FROM),
// whose failure only a client mock can produce.
const ses = mockClient(SESClient);
let handler: (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;

beforeAll(async () => {
  Object.assign(process.env, {
    DDB_ENDPOINT: inject('ddbEndpoint'),
    TABLE_NAME: 'DzDeals',
    MAIL_FROM: 'noreply@dzdeals.dz',
    SITE_URL: 'https://dzdeals.example',
    LOG_LEVEL: 'info',
  });
  delete process.env.MAIL_OUTBOX_DIR;
  ({ handler } = await import('@functions/auth/request-password-reset'));
});
afterAll(() => ses.restore());

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

describe('reset mail through SES', () => {
  it('sends the link built from SITE_URL', async () => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ok' });
    const m = await registerMember();
    const res = await handler(forgotEvent(m.email));
    expect(res.statusCode).toBe(200);
    const input = ses.commandCalls(SendEmailCommand)[0].args[0].input;
    expect(input.Destination?.ToAddresses).toEqual([m.email]);
    expect(input.Message?.Body?.Text?.Data).toMatch(/https:\/\/dzdeals\.example\/reset-password\?token=\S+/);
  });

  it('answers as usual when SES fails, and logs the failure with the request id', async () => {
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
