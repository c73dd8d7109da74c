import type { Mail } from './mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset mail, in French, with its one link. */
export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe DzDeals',
    text: [
      'Bonjour,',
      '',
      'Vous avez demandé à réinitialiser le mot de passe de votre compte DzDeals.',
      'Cliquez sur ce lien (valable une heure) pour choisir un nouveau mot de passe :',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
      '',
      "L'équipe DzDeals",
    ].join('\n'),
    html: `<p>Bonjour,</p><p>Vous avez demandé à réinitialiser le mot de passe de votre compte DzDeals.</p><p><a href="${escape(link)}">Choisir un nouveau mot de passe</a> (lien valable une heure)</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.</p><p>L'équipe DzDeals</p>`,
  };
}
