import { NavLink } from 'react-router-dom';

const PAGES = [
  { to: '/admin/moderation', label: 'Signalements' },
  { to: '/admin/users', label: 'Membres' },
  { to: '/admin/image-cleanup', label: 'Images' },
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
