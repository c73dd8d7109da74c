import { UnsubscribeConfirm } from '@web/components/unsubscribe-confirm';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { unsubscribeDigest } from '../api/unsubscribe-digest';

const T = uiText('notifications');

/** `/notifications/desabonnement?token=…`, the link of a follow digest mail: it stops once the reader confirms. */
export function DigestUnsubscribePage() {
  return (
    <UnsubscribeConfirm
      unsubscribe={unsubscribeDigest}
      manage={{ href: paths.profile.href(), label: T.digestSettings }}
      texts={{
        title: T.digestUnsubscribeTitle,
        text: T.digestUnsubscribeText,
        confirm: T.digestUnsubscribeConfirm,
        busy: T.digestUnsubscribing,
        incomplete: T.digestUnsubscribeIncomplete,
        incompleteHelp: T.digestUnsubscribeIncompleteHelp,
      }}
    />
  );
}
