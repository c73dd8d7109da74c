import { Link } from 'react-router-dom';
import { NotFoundStatus } from '@web/components/status-page';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

const T = uiText('site');

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <NotFoundStatus
      title={T.notFoundTitle}
      text={T.notFoundText}
      seeDeals={T.seeDeals}
      more={
        <Link to={paths.about.href()} className="button button-ghost">
          {T.discover}
        </Link>
      }
    />
  );
}
