import { NavLink } from 'react-router-dom';
import { paths } from '@web/lib/paths';

const PAGES = [
  { to: paths.adminModeration.href(), label: 'Signalements' },
  { to: paths.adminUsers.href(), label: 'Membres' },
  { to: paths.adminImages.href(), label: 'Images' },
] as const;

/** The admin screens, one tab each. */
export function AdminNav() {
  return (
    <nav className="sort-tabs admin-nav" aria-label="Administration">
      {PAGES.map((p) => (
        <NavLink key={p.to} to={p.to} className="sort-tab" end>
          {p.label}
        </NavLink>
      ))}
    </nav>
  );
}
