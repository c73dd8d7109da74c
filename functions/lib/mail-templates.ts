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

/** The link that proves an address is the member's (registration, email change, resend). */
export function verifyMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Confirmez votre adresse email DzDeals',
    text: [
      'Bonjour,',
      '',
      'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien (valable 48 heures) :',
      link,
      '',
      "Si vous n'avez pas créé de compte DzDeals ni changé d'adresse, ignorez simplement ce message.",
      '',
      "L'équipe DzDeals",
    ].join('\n'),
    html: `<p>Bonjour,</p><p>Pour confirmer que cette adresse est bien la vôtre :</p><p><a href="${escape(link)}">Confirmer mon adresse email</a> (lien valable 48 heures)</p><p>Si vous n'avez pas créé de compte DzDeals ni changé d'adresse, ignorez simplement ce message.</p><p>L'équipe DzDeals</p>`,
  };
}

/** Tells the former address that the account's email changed, in case it was not its owner. */
export function emailChangedMail(to: string, newEmail: string): Mail {
  const masked = maskEmail(newEmail);
  return {
    to,
    subject: 'Votre adresse email DzDeals a été modifiée',
    text: [
      'Bonjour,',
      '',
      `Nous vous informons que votre adresse email a été modifiée : votre compte DzDeals utilise désormais ${masked}.`,
      '',
      "Si c'est bien vous, il n'y a rien à faire.",
      'Sinon, répondez sans attendre à ce message : nous vous aiderons à récupérer votre compte.',
      '',
      "L'équipe DzDeals",
    ].join('\n'),
    html: `<p>Bonjour,</p><p>Nous vous informons que votre adresse email a été modifiée : votre compte DzDeals utilise désormais ${escape(masked)}.</p><p>Si c'est bien vous, il n'y a rien à faire. Sinon, répondez sans attendre à ce message : nous vous aiderons à récupérer votre compte.</p><p>L'équipe DzDeals</p>`,
  };
}

/**
 * Asks the current address to confirm moving an account without a password to `newEmail`:
 * nothing changes until its link is opened.
 */
export function emailChangeConfirmMail(to: string, newEmail: string, link: string): Mail {
  return {
    to,
    subject: "Confirmez le changement d'adresse de votre compte DzDeals",
    text: [
      'Bonjour,',
      '',
      `Quelqu'un a demandé à remplacer l'adresse email de votre compte DzDeals par ${newEmail}.`,
      "Si c'est bien vous, ouvrez ce lien (valable 24 heures) pour confirmer :",
      link,
      '',
      "Une fois l'adresse changée, toutes vos sessions seront fermées et vos connexions Google ou Facebook retirées.",
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse ne changera pas.",
      '',
      "L'équipe DzDeals",
    ].join('\n'),
    html: `<p>Bonjour,</p><p>Quelqu'un a demandé à remplacer l'adresse email de votre compte DzDeals par ${escape(newEmail)}.</p><p><a href="${escape(link)}">Confirmer le changement d'adresse</a> (lien valable 24 heures)</p><p>Une fois l'adresse changée, toutes vos sessions seront fermées et vos connexions Google ou Facebook retirées.</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse ne changera pas.</p><p>L'équipe DzDeals</p>`,
  };
}

/** `nadia.h@gmail.com` → `na•••@gmail.com`: enough for the owner, little for anyone else. */
function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

export interface AlertMailDeal {
  title: string;
  /** Already formatted ("45 000 DA", "Gratuit"). */
  price: string;
  city: string;
  link: string;
}

/**
 * New deals for a keyword alert: each deal's title, price, city and link; the unsubscribe link
 * (a page that works without sign-in) and the one-click List-Unsubscribe headers (RFC 8058).
 */
export function alertMail(
  to: string,
  alert: { keywords: string; deals: AlertMailDeal[]; more: number; unsubscribePage: string; oneClickUrl: string },
): Mail {
  const { keywords, deals, more } = alert;
  const count = deals.length + more;
  const subject =
    count === 1
      ? `Nouveau bon plan pour « ${keywords} » : ${deals[0].title}`
      : `${count} nouveaux bons plans pour « ${keywords} »`;
  const intro =
    count === 1
      ? `Un bon plan correspondant à votre alerte « ${keywords} » vient d'être publié :`
      : `${count} bons plans correspondant à votre alerte « ${keywords} » ont été publiés :`;
  const moreLine = more ? `… et ${more} autre${more > 1 ? 's' : ''} sur DzDeals.` : '';
  return {
    to,
    subject,
    text: [
      'Bonjour,',
      '',
      intro,
      '',
      ...deals.flatMap((d) => [`- ${d.title} : ${d.price}, ${d.city}`, `  ${d.link}`]),
      ...(moreLine ? [moreLine] : []),
      '',
      'Vous recevez ce message car vous avez créé cette alerte sur DzDeals.',
      `Pour ne plus la recevoir : ${alert.unsubscribePage}`,
      '',
      "L'équipe DzDeals",
    ].join('\n'),
    html:
      `<p>Bonjour,</p><p>${escape(intro)}</p><ul>` +
      deals
        .map(
          (d) =>
            `<li><a href="${escape(d.link)}">${escape(d.title)}</a> : <strong>${escape(d.price)}</strong>, ${escape(d.city)}</li>`,
        )
        .join('') +
      `</ul>${moreLine ? `<p>${escape(moreLine)}</p>` : ''}` +
      `<p>Vous recevez ce message car vous avez créé cette alerte sur DzDeals. <a href="${escape(alert.unsubscribePage)}">Se désabonner de cette alerte</a></p><p>L'équipe DzDeals</p>`,
    headers: {
      'List-Unsubscribe': `<${alert.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
