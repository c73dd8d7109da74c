import { useState } from 'react';
import type { User } from '@shared/api-types';
import { PRODUCT } from '@shared/limits';
import { ResendVerification } from '@web/components/resend-verification';
import { UI } from '@web/lib/i18n';
import './email-banner.css';

/** sessionStorage: a dismissed reminder stays away until the browser session ends. */
const DISMISSED_KEY = `${PRODUCT}_email_reminder_dismissed`;

function dismissedFor(userId: string) {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

/** A discreet reminder to confirm the email, with "Renvoyer le lien"; dismissible. */
export function EmailBanner({ user }: { user: User }) {
  const [dismissed, setDismissed] = useState(() => dismissedFor(user.id));
  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, user.id);
    } catch {
      // Storage refused: hidden for this page view only.
    }
    setDismissed(true);
    // The button leaves the page: keyboard users go on from the content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <div className="email-banner" role="region" aria-label={UI.emailBannerLabel}>
      <div className="container email-banner-inner">
        <p className="email-banner-text">
          {UI.emailReminderBefore}
          <strong>
            <bdi>{user.email}</bdi>
          </strong>
          {UI.emailReminderAfter} <ResendVerification />
        </p>
        <button type="button" className="email-banner-close" aria-label={UI.emailReminderHide} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
