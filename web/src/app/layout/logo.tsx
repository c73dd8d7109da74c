import { Link } from 'react-router-dom';
import { UI } from '@web/lib/i18n';
import { SITE } from '@shared/site';
import { paths } from '@web/lib/paths';

export function Logo({ className = 'logo' }: { className?: string }) {
  return (
    <Link to={paths.home.href()} className={className} aria-label={UI.logoLabel}>
      <span className="logo-mark" aria-hidden="true">
        Dz
      </span>
      <span className="logo-text" aria-hidden="true">
        {SITE.name}
      </span>
    </Link>
  );
}
