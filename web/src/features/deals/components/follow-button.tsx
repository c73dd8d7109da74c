import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { FollowToggle } from '@web/components/follow-toggle';
import { useFollow } from '@web/lib/deals/deal-writes';
import { uiText } from '@web/lib/i18n';

const T = uiText('deals');

/**
 * "Suivre": the bell tells of the deal's new comments, its turning hot and its expiry (its author
 * follows it from the start). Signed out, it asks to sign in.
 */
export function FollowButton({ deal }: { deal: Deal }) {
  const follow = useFollow();
  return (
    <FollowToggle
      followed={deal.followed}
      onToggle={(wanted) => follow(deal, wanted)}
      labels={{ follow: T.follow, following: T.following, hint: T.followHint }}
      failure={CLIENT_MSG.follow}
    />
  );
}
