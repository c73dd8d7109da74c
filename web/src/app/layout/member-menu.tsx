import { Link } from 'react-router-dom';
import { UI } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** The signed-in member's entries, in order; admins see the admin screens too. */
const MEMBER_ENTRIES = [
  { to: paths.profile.href(), label: 'profile', admin: false },
  { to: paths.saved.href(), label: 'saved', admin: false },
  { to: paths.alerts.href(), label: 'alerts', admin: false },
  { to: paths.adminModeration.href(), label: 'moderation', admin: true },
  { to: paths.adminImages.href(), label: 'imageCleanup', admin: true },
] as const satisfies { to: string; label: keyof typeof UI; admin: boolean }[];

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
            {UI[entry.label]}
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
