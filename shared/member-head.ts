import type { PublicProfile } from './api-types';
import { catalogue, currentLanguage, textOf } from './i18n/catalogue.ts';
import { pathInLanguage, type Language } from './i18n/languages.ts';
import { type PageHead, memberPagePath } from './page-head.ts';
import { formatNumber, NBSP } from './price-format.ts';

// A member's page head, apart from page-head.ts: only the member page and its server renderer
// need it, and the first screen of Home loads page-head.ts (shared/DESIGN.md budgets). Its texts
// are the catalogue's `heads`, in the page's language.

const HEADS = textOf('heads');

/** "1 bon plan", "3 bons plans": a count with its noun (French: 0 and 1 take the singular). */
export const countOf = (n: number, one: string, many: string) => `${formatNumber(n)}${NBSP}${n > 1 ? many : one}`;

/** The title of a member's page (without the site's name), in the current language. */
export const memberTitle = (username: string) => HEADS.memberTitle(username);

/** schema.org ProfilePage of a member: who they are and how much they posted. */
function memberStructuredData(member: PublicProfile, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateCreated: member.joinedAt,
    mainEntity: {
      '@type': 'Person',
      name: member.username,
      identifier: member.id,
      url,
      agentInteractionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: member.dealsPosted + member.commentsPosted,
      },
    },
  };
}

/**
 * A member's page head in the current language, on the site served from `origin`; its address
 * uses the name as the member writes it.
 */
export function memberHead(member: PublicProfile, origin: string, lang: Language = currentLanguage()): PageHead {
  const url = `${origin}${pathInLanguage(memberPagePath(member.username), lang)}`;
  const { heads } = catalogue(lang);
  const level = heads.levels[member.level.code] ?? member.level.label;
  return {
    title: heads.memberTitle(member.username),
    description: heads.memberDescription(member, level),
    ogType: 'website',
    url,
    jsonLd: memberStructuredData(member, url),
  };
}
