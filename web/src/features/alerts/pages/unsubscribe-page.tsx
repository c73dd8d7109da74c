import { UnsubscribeConfirm } from '@web/components/unsubscribe-confirm';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { unsubscribe } from '../api/unsubscribe';
import '../alerts.css';

const T = uiText('alerts');

/** `/alertes/desabonnement?token=…`, the link of an alert mail: the alert goes once the reader confirms. */
export function UnsubscribePage() {
  return (
    <UnsubscribeConfirm
      unsubscribe={unsubscribe}
      manage={{ href: paths.alerts.href(), label: T.manage }}
      texts={{
        title: T.unsubscribeTitle,
        text: T.unsubscribeText,
        confirm: T.unsubscribeConfirm,
        busy: T.unsubscribing,
        incomplete: T.unsubscribeIncomplete,
        incompleteHelp: T.unsubscribeIncompleteHelp,
      }}
    />
  );
}
