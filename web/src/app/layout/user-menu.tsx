import { useId } from 'react';
import type { User } from '@shared/api-types';
import { UI } from '@web/lib/i18n';
import { useDisclosure } from '@web/lib/use-disclosure';
import { Avatar } from '@web/components/avatar';
import { MemberMenuEntries } from './member-menu';

interface Props {
  user: User;
  isAdmin: boolean;
  onLogout: () => void;
}

/** The signed-in member's menu (a disclosure): profile, saved deals, alerts, admin clean-up, logout. */
export function UserMenu({ user, isAdmin, onLogout }: Props) {
  const { open, toggle, close, root, button, onBlur } = useDisclosure();
  const listId = useId();

  return (
    <div className="user-menu" ref={root} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={UI.userMenu(user.username)}
        onClick={toggle}
      >
        <Avatar name={user.username} />
        <span className="user-menu-name" dir="auto">
          {user.username}
        </span>
        <svg className="chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <ul id={listId} className="menu-popover" hidden={!open}>
        <MemberMenuEntries isAdmin={isAdmin} onPick={close} onLogout={onLogout} />
      </ul>
    </div>
  );
}
