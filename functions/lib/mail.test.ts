import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sesMailer } from './mail';
import { resetMail } from './mail-templates';

// SES has no local stand-in that can fail on demand, hence the client mock here.
const ses = mockClient(SESClient);

describe('sesMailer', () => {
  beforeEach(() => ses.reset());

  it('sends the reset mail from the configured sender, text and HTML in UTF-8', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sesMailer(new SESClient({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(
      resetMail('rym@exemple.dz', 'https://dzdeals.dz/reset-password?token=abc'),
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
      sesMailer(new SESClient({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(resetMail('a@b.dz', 'https://x')),
    ).rejects.toThrow('Maximum sending rate exceeded');
  });
});
