import { Link } from 'react-router-dom';
import { UI } from '@web/lib/i18n';
import { SITE } from '@shared/site';
import { paths } from '@web/lib/paths';

export function Logo({ className = 'logo' }: { className?: string }) {
  return (
    <Link to={paths.home.href()} className={className} aria-label={UI.logoLabel}>
      {/* The mark's "Dz" is drawn by CSS: the link's visible text is "DzDeals", which its name starts with. */}
      <span className="logo-mark" aria-hidden="true" />
      <span className="logo-text" aria-hidden="true">
        {SITE.name}
      </span>
    </Link>
  );
}
