import { NavLink } from 'react-router-dom';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

const T = uiText('admin');

const PAGES = [
  { to: paths.adminModeration.href(), label: 'navReports' },
  { to: paths.adminUsers.href(), label: 'navMembers' },
  { to: paths.adminImages.href(), label: 'navImages' },
] as const satisfies { to: string; label: keyof typeof T }[];

/** The admin screens, one tab each. */
export function AdminNav() {
  return (
    <nav className="sort-tabs admin-nav" aria-label={T.navLabel}>
      {PAGES.map((p) => (
        <NavLink key={p.to} to={p.to} className="sort-tab" end>
          {T[p.label]}
        </NavLink>
      ))}
    </nav>
  );
}
