import { useEffect, useState } from 'react';
import { UI, uiText } from '@web/lib/i18n';
import { useCopy } from './use-copy';

const T = uiText('deals');

/** The networks a deal is shared on, each its page in a new tab and its logo's path; names read where shown. */
const NETWORKS = [
  {
    name: () => T.facebook,
    className: 'share-facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: 'M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z',
  },
  {
    name: () => T.whatsapp,
    className: 'share-whatsapp',
    href: (url: string, title: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.2-.9.9-.9 2.2s1 2.6 1.1 2.7c.1.2 1.9 2.9 4.6 4 1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2 0-.1-.2-.2-.5-.3Z',
  },
];

const LINK_ICON =
  'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.5 19.1a3.5 3.5 0 0 1-2.5-6l2.1-2.1a1 1 0 0 1 1.4 1.4l-2.1 2.1a1.5 1.5 0 0 0 2.1 2.1l2.1-2.1a1 1 0 1 1 1.4 1.4L11 18a3.5 3.5 0 0 1-2.5 1.1Zm6.4-5.7a1 1 0 0 1-.7-1.7l2.1-2.1a1.5 1.5 0 0 0-2.1-2.1l-2.1 2.1a1 1 0 0 1-1.4-1.4L12.8 6a3.5 3.5 0 0 1 5 5l-2.1 2.1a1 1 0 0 1-.8.3Z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const SHARE_ICON =
  'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7c0 .3 0 .5.1.8L8.4 11.2a3 3 0 1 0 0 3.6l6.7 3.4A3 3 0 1 0 18 16Z';

/**
 * Share through the phone's own share sheet where the browser has one (navigator.share); else on
 * Facebook or WhatsApp (new tab). Copying the link stays either way.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { copied, failed, copy } = useCopy();
  // Known after the first render only: the server-rendered page has no navigator.
  const [native, setNative] = useState(false);
  useEffect(() => setNative(typeof navigator.share === 'function'), []);
  const shareNatively = () =>
    navigator.share({ title, url }).catch(() => {
      // Closed by the member (AbortError) or refused: nothing to say, the links stay.
    });
  return (
    <div className="share">
      <h2 className="share-title">{T.shareTitle}</h2>
      <ul className="share-list">
        {native && (
          <li>
            <button type="button" className="button button-primary" onClick={() => void shareNatively()}>
              <Icon path={SHARE_ICON} />
              {T.share}
            </button>
          </li>
        )}
        {!native &&
          NETWORKS.map((network) => (
            <li key={network.className}>
              <a
                className={`button ${network.className}`}
                href={network.href(url, title)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon path={network.icon} />
                {network.name()}
                <span className="visually-hidden"> {UI.newTab}</span>
              </a>
            </li>
          ))}
        <li>
          <button type="button" className="button button-ghost" onClick={() => void copy(url)}>
            <Icon path={LINK_ICON} />
            {copied ? T.linkCopied : T.copyLink}
          </button>
        </li>
      </ul>
      <p className="share-status" role="status">
        {copied ? T.linkCopiedStatus : failed ? T.linkCopyFailed(url) : ''}
      </p>
    </div>
  );
}
