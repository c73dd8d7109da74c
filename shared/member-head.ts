import type { PublicProfile } from './api-types';
import { type PageHead, memberPagePath } from './page-head.ts';
import { formatNumber, NBSP } from './price-format.ts';
import { SITE } from './site.ts';

// A member's page head, apart from page-head.ts: only the member page and its server renderer
// need it, and the first screen of Home loads page-head.ts (shared/DESIGN.md budgets).

/** "1 bon plan", "3 bons plans": a count with its noun (French: 0 and 1 take the singular). */
export const countOf = (n: number, one: string, many: string) => `${formatNumber(n)}${NBSP}${n > 1 ? many : one}`;

/** The title of a member's page (without the site's name). */
export const memberTitle = (username: string) => `${username} : profil de membre`;

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

/** A member's page head, on the site served from `origin`; its address uses the name as the member writes it. */
export function memberHead(member: PublicProfile, origin: string): PageHead {
  const url = `${origin}${memberPagePath(member.username)}`;
  return {
    title: memberTitle(member.username),
    description:
      `${member.username}, membre ${member.level.label} de la communauté ${SITE.name} : ` +
      `${countOf(member.reputation, 'point', 'points')} de réputation, ` +
      `${countOf(member.dealsPosted, 'bon plan partagé', 'bons plans partagés')} ` +
      `dont ${countOf(member.hotDeals, 'hot', 'hot')}, ${countOf(member.commentsPosted, 'commentaire', 'commentaires')}.`,
    ogType: 'website',
    url,
    jsonLd: memberStructuredData(member, url),
  };
}
