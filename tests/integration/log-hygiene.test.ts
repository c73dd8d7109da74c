import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useStackData } from '../support/deals';

// The account routes run in this process on the stack's DynamoDB Local as in Lambda (lines on
// stdout, SES as the mailer, mocked to read what it was given): every line they write is read
// for the passwords, tokens, reset token and mail contents that went through them.

const ses = mockClient(SESClient);
const written: string[] = [];

beforeAll(async () => {
  await useStackData();
  Object.assign(process.env, {
    MAIL_FROM: 'noreply@dzdeals.dz',
    SITE_URL: 'https://dzdeals.example',
    LOG_LEVEL: 'info',
    AWS_LAMBDA_FUNCTION_NAME: 'log-hygiene',
  });
  delete process.env.LOG_REQUESTS;
  delete process.env.MAIL_OUTBOX_DIR;
  ses.on(SendEmailCommand).resolves({ MessageId: 'ok' });
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  vi.spyOn(console, 'log').mockImplementation((...args) => void written.push(args.join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args) => void written.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void written.push(args.join(' ')));
});
afterAll(() => {
  ses.restore();
  vi.restoreAllMocks();
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

let n = 0;
const event = (routeKey: string, body: unknown, headers: Record<string, string> = {}) =>
  ({
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1],
    headers: { 'content-type': 'application/json', ...headers },
    requestContext: { requestId: `hygiene-${++n}`, http: { sourceIp: `192.0.2.${n % 250}` } },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;
const data = (res: { body?: string }) => JSON.parse(res.body!).data;

describe('log lines', () => {
  it('never carry a password, a token, a reset token or a mail’s contents', async () => {
    const [register, login, forgot, reset, change] = await Promise.all([
      import('@functions/auth/register-user'),
      import('@functions/auth/login-user'),
      import('@functions/auth/request-password-reset'),
      import('@functions/auth/reset-password'),
      import('@functions/auth/change-password'),
    ]);
    const tag = randomUUID().slice(0, 8);
    const email = `hygiene.${tag}@exemple.dz`;
    const password = `Mot-de-passe-${tag}-initial`;
    const registered = await register.handler(
      event('POST /api/auth/register', { username: `hyg_${tag}`, email, password, city: 'Alger' }),
    );
    expect(registered.statusCode).toBe(201);
    const wrong = await login.handler(event('POST /api/auth/login', { email, password: `${password}-faux` }));
    expect(wrong.statusCode).toBe(401);
    const signedIn = await login.handler(event('POST /api/auth/login', { email, password }));
    const token = data(signedIn).token as string;
    await forgot.handler(event('POST /api/auth/forgot-password', { email }));
    const mails = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Message!.Body!.Text!.Data!);
    const resetToken = decodeURIComponent(/reset-password\?token=(\S+)/.exec(mails.at(-1)!)![1]);
    const newPassword = `Mot-de-passe-${tag}-nouveau`;
    expect(
      (await reset.handler(event('POST /api/auth/reset-password', { token: resetToken, newPassword }))).statusCode,
    ).toBe(200);
    // A malformed request with a password in it, and a change signed in with a stale token.
    expect((await login.handler(event('POST /api/auth/login', { email: 'x', password: newPassword }))).statusCode).toBe(
      400,
    );
    const third = `Mot-de-passe-${tag}-troisieme`;
    await change.handler(
      event(
        'PUT /api/auth/password',
        { currentPassword: newPassword, newPassword: third },
        { authorization: `Bearer ${token}` },
      ),
    );

    const lines = written.join('\n');
    expect(lines).toContain('hygiene-');
    for (const secret of [password, newPassword, third, token, resetToken, ...mails.map((m) => m.slice(0, 40))]) {
      expect(lines).not.toContain(secret);
    }
    // Each JSON line is one request's, with its request id and route.
    const requestLines = lines
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(6);
    for (const line of requestLines)
      expect(line).toMatchObject({ requestId: expect.stringMatching(/^hygiene-/), route: expect.any(String) });
  });
});
