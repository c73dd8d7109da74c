import { Link } from 'react-router-dom';
import { UI } from '@web/lib/i18n';

/** The signed-in member's entries, in order; admins see the admin screens too. */
const MEMBER_ENTRIES = [
  { to: '/profile', label: UI.profile, admin: false },
  { to: '/saved', label: UI.saved, admin: false },
  { to: '/alertes', label: UI.alerts, admin: false },
  { to: '/admin/moderation', label: UI.moderation, admin: true },
  { to: '/admin/image-cleanup', label: UI.imageCleanup, admin: true },
] as const;

interface Props {
  isAdmin: boolean;
  /** An entry was chosen: the menu closes. */
  onPick: () => void;
  onLogout: () => void;
}

/**
 * The member menu's entries, then "Se déconnecter", as list items: the header's user menu and the
 * phone menu both list them.
 */
export function MemberMenuEntries({ isAdmin, onPick, onLogout }: Props) {
  return (
    <>
      {MEMBER_ENTRIES.filter((entry) => isAdmin || !entry.admin).map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} onClick={onPick}>
            {entry.label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onPick();
            onLogout();
          }}
        >
          {UI.logout}
        </button>
      </li>
    </>
  );
}
