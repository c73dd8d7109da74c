import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sesMailer } from './mail';
import { resetMail } from './mail-templates';

// SES has no local stand-in that can fail on demand, hence the client mock here.
const ses = mockClient(SESv2Client);

describe('sesMailer', () => {
  beforeEach(() => ses.reset());

  it('sends the reset mail from the configured sender, text and HTML in UTF-8', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sesMailer(new SESv2Client({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(
      resetMail('rym@exemple.dz', 'https://dzdeals.dz/reset-password?token=abc'),
    );
    const input = ses.commandCalls(SendEmailCommand)[0].args[0].input;
    expect(input.FromEmailAddress).toBe('noreply@dzdeals.dz');
    expect(input.Destination?.ToAddresses).toEqual(['rym@exemple.dz']);
    expect(input.Content?.Simple?.Subject?.Data).toBe('Réinitialisation de votre mot de passe DzDeals');
    expect(input.Content?.Simple?.Body?.Text?.Data).toContain('https://dzdeals.dz/reset-password?token=abc');
    expect(input.Content?.Simple?.Body?.Html?.Charset).toBe('UTF-8');
  });

  it('lets an SES failure through to the caller', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling: Maximum sending rate exceeded'));
    await expect(
      sesMailer(new SESv2Client({ region: 'eu-west-3' }), 'noreply@dzdeals.dz').send(resetMail('a@b.dz', 'https://x')),
    ).rejects.toThrow('Maximum sending rate exceeded');
  });
});
