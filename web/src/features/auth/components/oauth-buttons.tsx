import { useEffect, useRef, useState } from 'react';
import { CLIENT_MSG } from '@shared/client-messages';
import type { OAuthProvider } from '@shared/schemas/auth';
import { ApiError } from '@web/lib/api-client';
import { pageLanguage, uiText } from '@web/lib/i18n';
import { loadScript } from '@web/lib/load-script';
import { signIn } from '@web/lib/session';
import { useSiteConfig } from '../api/get-config';
import { oauthLogin } from '../api/oauth-login';

const T = uiText('auth');

const GOOGLE_SDK = 'https://accounts.google.com/gsi/client';
// The SDK speaks the page's language (its dialogs, the popup's title).
const facebookSdk = () => `https://connect.facebook.net/${T.facebookLocale}/sdk.js`;
const FACEBOOK_API_VERSION = 'v21.0';

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: string;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options?: { scope: string },
  ): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
  }
}

/** Google's own button (Google Identity Services); it hands back an ID token. */
function GoogleButton({
  clientId,
  onToken,
  onError,
  onUnavailable,
}: {
  clientId: string;
  onToken: (t: string) => void;
  onError: (m: string) => void;
  onUnavailable: () => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onToken, onError, onUnavailable });
  useEffect(() => {
    handlers.current = { onToken, onError, onUnavailable };
  });
  useEffect(() => {
    let live = true;
    loadScript(GOOGLE_SDK)
      .then(() => {
        const gis = window.google?.accounts?.id;
        if (!live || !holder.current) return;
        if (!gis) throw new Error('Google Identity Services missing');
        gis.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) =>
            response.credential
              ? handlers.current.onToken(response.credential)
              : handlers.current.onError(CLIENT_MSG.google),
        });
        gis.renderButton(holder.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale: pageLanguage().tag,
          width: Math.min(holder.current.offsetWidth || 320, 400),
        });
      })
      .catch((err: unknown) => {
        // The provider cannot be reached (blocked, offline): the option is just not offered.
        console.warn('Google sign-in unavailable', err);
        if (live) handlers.current.onUnavailable();
      });
    return () => {
      live = false;
    };
  }, [clientId]);
  return <div className="oauth-google" ref={holder} data-testid="google-signin" />;
}

/** Our own Facebook button; the SDK is loaded beforehand so the popup opens on the click itself. */
function FacebookButton({
  appId,
  disabled,
  onToken,
  onError,
  onUnavailable,
}: {
  appId: string;
  disabled: boolean;
  onToken: (t: string) => void;
  onError: (m: string) => void;
  onUnavailable: () => void;
}) {
  const [ready, setReady] = useState(false);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    unavailable.current = onUnavailable;
  });
  useEffect(() => {
    let live = true;
    loadScript(facebookSdk())
      .then(() => {
        if (!live) return;
        window.FB?.init({ appId, version: FACEBOOK_API_VERSION, cookie: false, xfbml: false });
        setReady(!!window.FB);
      })
      .catch((err: unknown) => {
        console.warn('Facebook sign-in unavailable', err);
        if (live) unavailable.current();
      });
    return () => {
      live = false;
    };
  }, [appId]);

  const click = () => {
    if (!window.FB) return onError(CLIENT_MSG.oauthUnavailable);
    window.FB.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) onToken(token);
      },
      { scope: 'public_profile,email' },
    );
  };

  return (
    <button type="button" className="button oauth-facebook" onClick={click} disabled={disabled || !ready}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
        />
      </svg>
      {T.continueWithFacebook}
    </button>
  );
}

/** Google and Facebook sign-in, each shown only when the server has it configured. */
export function OAuthButtons({ onError }: { onError: (message: string) => void }) {
  const { googleClientId, facebookAppId } = useSiteConfig();
  const [busy, setBusy] = useState(false);
  const [down, setDown] = useState<Record<OAuthProvider, boolean>>({ google: false, facebook: false });
  const google = googleClientId && !down.google ? googleClientId : null;
  const facebook = facebookAppId && !down.facebook ? facebookAppId : null;
  if (!google && !facebook) return null;

  const exchange = async (provider: OAuthProvider, token: string) => {
    setBusy(true);
    try {
      signIn(await oauthLogin(provider, token), { refreshProfile: true });
    } catch (err) {
      onError(err instanceof ApiError ? err.message : provider === 'google' ? CLIENT_MSG.google : CLIENT_MSG.facebook);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="oauth" aria-busy={busy}>
      <p className="oauth-divider">
        <span>{T.or}</span>
      </p>
      {google && (
        <GoogleButton
          clientId={google}
          onToken={(t) => void exchange('google', t)}
          onError={onError}
          onUnavailable={() => setDown((d) => ({ ...d, google: true }))}
        />
      )}
      {facebook && (
        <FacebookButton
          appId={facebook}
          disabled={busy}
          onToken={(t) => void exchange('facebook', t)}
          onError={onError}
          onUnavailable={() => setDown((d) => ({ ...d, facebook: true }))}
        />
      )}
    </div>
  );
}
