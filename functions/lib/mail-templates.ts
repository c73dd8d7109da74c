import { catalogue, loadLanguage } from '@shared/i18n/catalogue';
import { LANGUAGES, pathInLanguage, type Language } from '@shared/i18n/languages';
import { formatNumber } from '@shared/price-format';
import type { City } from '@shared/cities';
import type { Mail } from './mail';

// Every mail is written in its reader's language (the member's `language`; docs/api.md#members-language-and-mails),
// whatever the language of the request that sends it: the texts are the `mail` section of that
// language's catalogue (shared/i18n/fr.ts, ar.ts), read by name, as a job mails members of
// every language in one run.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A value written by a member (a deal's title, an alert's words): it keeps its own direction. */
const own = (s: string) => `<span dir="auto">${escape(s)}</span>`;
/** An address: read left to right in a page of either direction. */
const address = (s: string) => `<span dir="ltr">${escape(s)}</span>`;

/** The catalogue of `lang`, loaded on first use (a job run, a Lambda's first mail). */
async function textsOf(lang: Language) {
  await loadLanguage(lang);
  return catalogue(lang);
}

/** A page of the site in the reader's language: `/reset-password?token=…` → `<origin>/ar/reset-password?token=…`. */
export const mailLink = (origin: string, path: string, lang: Language) => `${origin}${pathInLanguage(path, lang)}`;

/**
 * The HTML part: a whole document in the reader's language and direction (`<html lang="ar"
 * dir="rtl">`, text aligned right), the direction repeated on the body's block for mail
 * clients that keep only the body.
 */
function htmlDocument(lang: Language, body: string) {
  const { tag, dir } = LANGUAGES[lang];
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    `<!DOCTYPE html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"></head>` +
    `<body><div dir="${dir}" style="direction:${dir};text-align:${align}">${body}</div></body></html>`
  );
}

/** The password-reset mail, with its one link. */
export async function resetMail(to: string, link: string, lang: Language): Promise<Mail> {
  const { mail: t } = await textsOf(lang);
  return {
    to,
    subject: t.reset.subject,
    text: [t.greeting, '', t.reset.intro, t.reset.openLink, link, '', t.reset.ignore, '', t.signature].join('\n'),
    html: htmlDocument(
      lang,
      `<p>${t.greeting}</p><p>${t.reset.intro}</p><p><a href="${escape(link)}">${t.reset.action}</a> ${t.reset.validity}</p><p>${t.reset.ignore}</p><p>${t.signature}</p>`,
    ),
  };
}

/** The link that proves an address is the member's (registration, email change, resend). */
export async function verifyMail(to: string, link: string, lang: Language): Promise<Mail> {
  const { mail: t } = await textsOf(lang);
  return {
    to,
    subject: t.verify.subject,
    text: [t.greeting, '', t.verify.openLink, link, '', t.verify.ignore, '', t.signature].join('\n'),
    html: htmlDocument(
      lang,
      `<p>${t.greeting}</p><p>${t.verify.intro}</p><p><a href="${escape(link)}">${t.verify.action}</a> ${t.verify.validity}</p><p>${t.verify.ignore}</p><p>${t.signature}</p>`,
    ),
  };
}

/** Tells the former address that the account's email changed, in case it was not its owner. */
export async function emailChangedMail(to: string, newEmail: string, lang: Language): Promise<Mail> {
  const { mail: t } = await textsOf(lang);
  const masked = maskEmail(newEmail);
  const m = t.emailChanged;
  return {
    to,
    subject: m.subject,
    text: [t.greeting, '', m.notice(masked), '', m.ifYou, m.ifNot, '', t.signature].join('\n'),
    html: htmlDocument(
      lang,
      `<p>${t.greeting}</p><p>${m.notice(address(masked))}</p><p>${m.ifYou} ${m.ifNot}</p><p>${t.signature}</p>`,
    ),
  };
}

/**
 * Asks the current address to confirm moving an account without a password to `newEmail`:
 * nothing changes until its link is opened.
 */
export async function emailChangeConfirmMail(
  to: string,
  newEmail: string,
  link: string,
  lang: Language,
): Promise<Mail> {
  const { mail: t } = await textsOf(lang);
  const m = t.emailChangeConfirm;
  return {
    to,
    subject: m.subject,
    text: [t.greeting, '', m.request(newEmail), m.openLink, link, '', m.consequences, m.ignore, '', t.signature].join(
      '\n',
    ),
    html: htmlDocument(
      lang,
      `<p>${t.greeting}</p><p>${m.request(address(newEmail))}</p><p><a href="${escape(link)}">${m.action}</a> ${m.validity}</p><p>${m.consequences}</p><p>${m.ignore}</p><p>${t.signature}</p>`,
    ),
  };
}

/** `nadia.h@gmail.com` → `na•••@gmail.com`: enough for the owner, little for anyone else. */
function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

export interface AlertMailDeal {
  title: string;
  /** In dinars; written as the reader's language writes prices ("45 000 DA", "45 000 دج", free). */
  price: number;
  /** The wilaya's canonical value (`Oran`): named in the reader's language. */
  city: string;
  /** The deal's page in the reader's language (`mailLink`). */
  link: string;
}

/**
 * New deals for a keyword alert: each deal's title, price, city and link; the unsubscribe link
 * (a page that works without sign-in) and the one-click List-Unsubscribe headers (RFC 8058).
 */
export async function alertMail(
  to: string,
  alert: { keywords: string; deals: AlertMailDeal[]; more: number; unsubscribePage: string; oneClickUrl: string },
  lang: Language,
): Promise<Mail> {
  const { mail: t, places } = await textsOf(lang);
  const a = t.alert;
  const { keywords, deals, more } = alert;
  const count = deals.length + more;
  const price = (n: number) => (n === 0 ? t.free : t.price(formatNumber(n)));
  const city = (c: string) => places.cities[c as City] ?? c;
  return {
    to,
    subject: a.subject(count, keywords, deals[0].title),
    text: [
      t.greeting,
      '',
      a.intro(count, keywords),
      '',
      ...deals.flatMap((d) => [`- ${a.deal(d.title, price(d.price), city(d.city))}`, `  ${d.link}`]),
      ...(more ? [a.more(more)] : []),
      '',
      a.why,
      `${a.stop} ${alert.unsubscribePage}`,
      '',
      t.signature,
    ].join('\n'),
    html: htmlDocument(
      lang,
      `<p>${t.greeting}</p><p>${a.intro(count, own(keywords))}</p><ul>` +
        deals
          .map(
            (d) =>
              `<li>${a.deal(
                `<a href="${escape(d.link)}" dir="auto">${escape(d.title)}</a>`,
                `<strong>${escape(price(d.price))}</strong>`,
                escape(city(d.city)),
              )}</li>`,
          )
          .join('') +
        `</ul>${more ? `<p>${a.more(more)}</p>` : ''}` +
        `<p>${a.why} <a href="${escape(alert.unsubscribePage)}">${a.unsubscribe}</a></p><p>${t.signature}</p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${alert.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One piece of news in a follow digest: what happened, and who or what it names. */
export type FollowDigestNews =
  | { kind: 'comment' | 'reply' | 'mention'; username: string }
  | { kind: 'hot'; degrees: number }
  | { kind: 'expired' }
  | { kind: 'merchant'; merchant: string };

/** A deal of a follow digest: its title, its page in the reader's language (`mailLink`), its news newest first. */
export interface FollowDigestDeal {
  title: string;
  link: string;
  news: FollowDigestNews[];
}

/**
 * The daily digest of what a member follows: the news grouped by deal, each deal's title linking
 * to its page; past the news listed, the notifications page; the unsubscribe link (a page that
 * works without sign-in) and the one-click List-Unsubscribe headers (RFC 8058).
 */
export async function followDigestMail(
  to: string,
  digest: {
    deals: FollowDigestDeal[];
    /** The news listed, and whether there was more. */
    count: number;
    more: boolean;
    notificationsPage: string;
    unsubscribePage: string;
    oneClickUrl: string;
  },
  lang: Language,
): Promise<Mail> {
  const { mail: t } = await textsOf(lang);
  const d = t.followDigest;
  // `name` wraps what a member wrote (a username, a merchant's name): as is in text, isolated in HTML.
  const said = (n: FollowDigestNews, name: (s: string) => string) => {
    if (n.kind === 'hot') return d.hot(n.degrees);
    if (n.kind === 'expired') return d.expired;
    if (n.kind === 'merchant') return d.merchant(name(n.merchant));
    return d[n.kind](name(n.username));
  };
  const plain = (s: string) => s;
  return {
    to,
    subject: d.subject(digest.count, digest.more),
    text: [
      t.greeting,
      '',
      d.intro,
      ...digest.deals.flatMap((deal) => ['', deal.title, ...deal.news.map((n) => `- ${said(n, plain)}`), deal.link]),
      ...(digest.more ? ['', d.more, digest.notificationsPage] : []),
      '',
      d.why,
      `${d.stop} ${digest.unsubscribePage}`,
      '',
      t.signature,
    ].join('\n'),
    html: htmlDocument(
      lang,
      `<p>${t.greeting}</p><p>${d.intro}</p>` +
        digest.deals
          .map(
            (deal) =>
              `<p><a href="${escape(deal.link)}" dir="auto"><strong>${escape(deal.title)}</strong></a></p><ul>` +
              deal.news.map((n) => `<li>${said(n, own)}</li>`).join('') +
              '</ul>',
          )
          .join('') +
        (digest.more ? `<p>${d.more} <a href="${escape(digest.notificationsPage)}">${d.seeAll}</a></p>` : '') +
        `<p>${d.why} <a href="${escape(digest.unsubscribePage)}">${d.unsubscribe}</a></p><p>${t.signature}</p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${digest.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
