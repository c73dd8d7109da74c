import type { PublicProfile } from '@shared/api-types';
import { countOf } from '@shared/member-head';
import { memberPagePath, type PageHead } from '@shared/page-head';
import { escapeHtml } from '@shared/page-shells';
import { formatNumber } from '@shared/price-format';

/**
 * The member page as crawlers and link previews read it (docs/architecture.md#server-rendered-deal-pages):
 * the profile painted with the member page's own classes (web/src/features/members/pages/member-page.tsx),
 * which the app replaces with the same layout and the member's deals.
 */

const longDate = new Intl.DateTimeFormat('fr-DZ', { day: 'numeric', month: 'long', year: 'numeric' });
const dateOf = (iso: string) => escapeHtml(longDate.format(new Date(iso)));

/** The member's profile. */
export function memberBody(member: PublicProfile) {
  const initial = (Array.from(member.username.trim())[0] ?? '?').toLocaleUpperCase('fr');
  const stat = (label: string, value: number) =>
    `<div class="stat"><dt>${label}</dt><dd>${formatNumber(value)}</dd></div>`;
  const badges = member.badges.length
    ? `<ul class="member-badges">${member.badges
        .map(
          (b) =>
            `<li class="member-badge"><strong>${escapeHtml(b.label)}</strong> <span class="muted">obtenu le <time datetime="${escapeHtml(b.earnedAt)}">${dateOf(b.earnedAt)}</time></span></li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">Aucun badge pour le moment.</p>';
  return `<div class="container member-page">
          <section class="member-card" aria-labelledby="member-name">
            <div class="profile-head">
              <span class="avatar" aria-hidden="true">${escapeHtml(initial)}</span>
              <div>
                <h1 id="member-name">${escapeHtml(member.username)}</h1>
                <p class="member-level"><span class="level-badge level-${member.level.code}">${escapeHtml(member.level.label)}</span> ${countOf(member.reputation, 'point', 'points')} de réputation</p>
                <p class="muted">Membre depuis le <time datetime="${escapeHtml(member.joinedAt)}">${dateOf(member.joinedAt)}</time></p>
              </div>
            </div>
            <dl class="stats member-stats">${stat('Bons plans partagés', member.dealsPosted)}${stat('Deals hot', member.hotDeals)}${stat('Commentaires', member.commentsPosted)}</dl>
            <h2 class="member-badges-title">Badges</h2>
            ${badges}
          </section>
        </div>`;
}

/** The member page's "not found", as the app shows it. */
export const missingMemberBody = () => `<section class="container page-narrow status-page">
          <p class="status-code" aria-hidden="true">404</p>
          <h1>Membre introuvable</h1>
          <p>Ce membre n'existe pas ou son profil n'est plus visible.</p>
          <div class="status-actions"><a href="/" class="button button-primary">Voir les bons plans</a></div>
        </section>`;

/** A failure's page: the app, once loaded, reads the profile itself. */
export const unavailableMemberBody = () => `<section class="container page-narrow status-page">
          <h1>Profil indisponible</h1>
          <p>Une erreur est survenue, veuillez réessayer dans un instant.</p>
        </section>`;

/** The head of a member page nobody (visible) holds. */
export const missingMemberHead = (origin: string, username: string): PageHead => ({
  title: 'Membre introuvable',
  description: "Ce membre n'existe pas ou son profil n'est plus visible.",
  ogType: 'website',
  url: `${origin}${memberPagePath(username)}`,
});
