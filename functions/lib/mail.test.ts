import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sesMailer } from './ses-mailer';
import { alertMail, resetMail } from './mail-templates';

// SES has no local stand-in that can fail on demand, hence the client mock here.
const ses = mockClient(SESClient);

describe('sesMailer', () => {
  beforeEach(() => ses.reset());

  it('sends the reset mail from the configured sender, text and HTML in UTF-8', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sesMailer(new SESClient({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(
      await resetMail('rym@exemple.dz', 'https://dzdeals.dz/reset-password?token=abc', 'fr'),
    );
    const input = ses.commandCalls(SendEmailCommand)[0].args[0].input;
    expect(input.Source).toBe('noreply@dzdeals.dz');
    expect(input.Destination?.ToAddresses).toEqual(['rym@exemple.dz']);
    expect(input.Message?.Subject).toEqual({
      Data: 'Réinitialisation de votre mot de passe DzDeals',
      Charset: 'UTF-8',
    });
    expect(input.Message?.Body?.Text?.Data).toContain('https://dzdeals.dz/reset-password?token=abc');
    expect(input.Message?.Body?.Text?.Charset).toBe('UTF-8');
    expect(input.Message?.Body?.Html?.Data).toContain('https://dzdeals.dz/reset-password?token=abc');
    expect(input.Message?.Body?.Html?.Charset).toBe('UTF-8');
  });

  it('lets an SES failure through to the caller', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling: Maximum sending rate exceeded'));
    await expect(
      sesMailer(new SESClient({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(
        await resetMail('a@b.dz', 'https://x', 'fr'),
      ),
    ).rejects.toThrow('Maximum sending rate exceeded');
  });

  it('sends an alert mail as raw MIME with its one-click unsubscribe headers, in UTF-8', async () => {
    ses.on(SendRawEmailCommand).resolves({ MessageId: 'm-2' });
    const mail = await alertMail(
      'rym@exemple.dz',
      {
        keywords: 'climatiseur',
        deals: [{ title: 'Climatiseur 12000 BTU', price: 45000, city: 'Oran', link: 'https://dzdeals.dz/deals/abc' }],
        more: 0,
        unsubscribePage: 'https://dzdeals.dz/alertes/desabonnement?token=t',
        oneClickUrl: 'https://dzdeals.dz/api/alerts/unsubscribe?token=t',
      },
      'fr',
    );
    await sesMailer(new SESClient({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(mail);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    const raw = Buffer.from(ses.commandCalls(SendRawEmailCommand)[0].args[0].input.RawMessage!.Data!).toString();
    const [head, ...parts] = raw.split('\r\n\r\n');
    expect(head).toContain('From: noreply@dzdeals.dz\r\nTo: rym@exemple.dz\r\n');
    expect(head).toContain('List-Unsubscribe: <https://dzdeals.dz/api/alerts/unsubscribe?token=t>');
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const subject = /Subject: =\?UTF-8\?B\?(\S+)\?=/.exec(head)![1];
    expect(Buffer.from(subject, 'base64').toString()).toBe(
      'Nouveau bon plan pour «\u202Fclimatiseur\u202F»\u00A0: Climatiseur 12000 BTU',
    );
    const text = Buffer.from(parts[1].split('\r\n--')[0].replace(/\r\n/g, ''), 'base64').toString();
    expect(text).toContain('https://dzdeals.dz/deals/abc');
    expect(text).toContain('https://dzdeals.dz/alertes/desabonnement?token=t');
  });
});
