import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NotFoundStatus, UnavailableStatus } from '@web/components/status-page';
import type { Deal } from '@shared/api-types';
import { dealHead, excerpt } from '@shared/page-head';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DealPicture } from '@web/components/deals/deal-picture';
import { DealTags } from '@web/components/deals/deal-tags';
import { DealTypeBadge } from '@web/components/deals/deal-type-badge';
import { PriceTag } from '@web/components/deals/price-tag';
import { SaveButton } from '@web/components/deals/save-button';
import { FollowButton } from '../components/follow-button';
import { Temperature } from '@web/components/deals/temperature';
import { PageLoader } from '@web/components/page-loader';
import { ReportButton } from '@web/components/report-button';
import { ApiError } from '@web/lib/api-client';
import { useDeleteDeal } from '@web/lib/deals/deal-writes';
import { useDeal } from '@web/lib/deals/use-deal';
import { formatDate, unbreakableNumbers } from '@web/lib/format';
import { RelativeTime } from '@web/components/relative-time';
import { PageSeo } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { currentLanguage, UI, uiText } from '@web/lib/i18n';
import { Comments } from '../components/comments';
import { ExpiryAction } from '../components/expiry-action';
import { PromoCode } from '../components/promo-code';
import { ShareButtons } from '../components/share-buttons';
import '../deals.css';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { paths } from '@web/lib/paths';
import { siteOrigin } from '@web/lib/site-origin';
import { categoryName } from '@shared/i18n/places';
import { pathInLanguage } from '@shared/i18n/languages';

const T = uiText('deals');

/** Size the main picture is laid out at (4:3). */
/** The main picture's box, and how wide it shows: the page's width on phones, its first column from 900px. */
const PICTURE = { width: 800, height: 600, sizes: '(min-width: 900px) 560px, 100vw' } as const;

/** "Expiré depuis le …" (its date passed, or it was marked), or "Valable jusqu'au …". */
function Expiry({ deal }: { deal: Deal }) {
  const since = deal.expiredAt ?? deal.expiresAt;
  if (deal.expired) {
    return (
      <p className="deal-expiry is-expired">
        <span className="badge badge-expired">{T.expired}</span>
        {since && T.expiredSince(formatDate(since))}
      </p>
    );
  }
  return deal.expiresAt ? <p className="deal-expiry">{T.validUntil(formatDate(deal.expiresAt))}</p> : null;
}

/** The author's or an admin's edit and delete actions (delete asks first). */
function OwnerActions({ deal }: { deal: Deal }) {
  const navigate = useNavigate();
  const deleteDeal = useDeleteDeal();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteDeal(deal.id);
      navigate(paths.home.href(), { replace: true, state: { notice: MSG.dealDeleted } });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : CLIENT_MSG.dealDelete);
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="owner-actions">
      <Link to={paths.dealEdit.href(deal.id)} className="button button-ghost">
        {T.edit}
      </Link>
      <button type="button" className="button button-ghost button-ghost-danger" onClick={() => setConfirming(true)}>
        {T.delete}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.deleteTitle}
        confirmLabel={T.deleteConfirm}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>
          {T.deleteTextBefore}
          {T.quoteOpen}
          <bdi>{deal.title}</bdi>
          {T.quoteClose}
          {T.deleteTextAfter}
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** `/deals/{id}`: everything about a deal, its votes, sharing, and the discussion. */
export function DealPage() {
  const { id = '' } = useParams();
  const { deal, missing, error, reload } = useDeal(id);
  const { user, isAdmin } = useSession();

  if (!deal) {
    if (missing) return <NotFoundStatus title={T.notFound} text={T.notFoundText} seeDeals={T.seeDeals} />;
    if (error) {
      return (
        <UnavailableStatus pageTitle={T.dealTitle} heading={T.unavailable} message={error.message} onReload={reload} />
      );
    }
    return <PageLoader />;
  }

  const head = dealHead(deal, siteOrigin());
  // Shared as the page is read: its address in the page's language.
  const shareUrl = `${siteOrigin()}${pathInLanguage(paths.deal.href(deal.id), currentLanguage())}`;
  const canManage = !!user && (user.id === deal.author || isAdmin);
  return (
    <article className="container deal-page">
      <PageSeo {...head} />
      <nav className="breadcrumb" aria-label={T.breadcrumb}>
        <ol>
          <li>
            <Link to={paths.home.href()}>{UI.home}</Link>
          </li>
          <li>
            <Link to={paths.home.href({ category: deal.category })}>{categoryName(deal.category)}</Link>
          </li>
          <li aria-current="page">
            <bdi>{excerpt(deal.title, 60)}</bdi>
          </li>
        </ol>
      </nav>

      {deal.hidden && (
        <p className="notice notice-warning" role="status">
          <strong>{T.hiddenTitle}</strong>
          {T.hiddenText}
        </p>
      )}
      <div className="deal-main">
        <div className="deal-media">
          <DealPicture
            image={deal.image}
            alt={deal.image ? deal.title : ''}
            category={deal.category}
            {...PICTURE}
            priority
            compactPlaceholder
          />
          {deal.expired && <span className="badge badge-expired deal-media-badge">{T.expired}</span>}
        </div>

        <div className="deal-summary">
          <div className="deal-summary-top">
            <Temperature deal={deal} large readOnly={deal.hidden} />
            <DealTags deal={deal}>
              <DealTypeBadge type={deal.type} />
            </DealTags>
          </div>
          <h1 className="deal-title" dir="auto">
            {unbreakableNumbers(deal.title)}
          </h1>
          <PriceTag
            price={deal.price}
            originalPrice={deal.originalPrice}
            discountPercent={deal.discountPercent}
            large
          />
          {deal.merchant && (
            <p className="deal-merchant">
              {T.merchantAt}{' '}
              <strong dir="auto">
                {deal.merchantSlug ? (
                  <Link to={paths.merchant.href(deal.merchantSlug)}>{deal.merchant}</Link>
                ) : (
                  deal.merchant
                )}
              </strong>
            </p>
          )}
          <Expiry deal={deal} />
          {deal.url && (
            <a
              className="button button-accent button-large deal-go"
              href={deal.url}
              target="_blank"
              rel="noopener nofollow"
            >
              {T.goToOffer}
              {/* .icon-forward: mirrored on a right-to-left page (base.css). */}
              <svg className="icon-forward" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3ZM4 5h5v2H5v8h8v-4h2v6H3V5h1Z"
                />
              </svg>
              <span className="visually-hidden"> {UI.newTab}</span>
            </a>
          )}
          {deal.promoCode && <PromoCode code={deal.promoCode} minBasket={deal.minBasket} />}
          {/* A hidden deal takes no vote, save, follow, flag or report (the API answers 404). */}
          {!deal.hidden && (
            <div className="deal-actions">
              <SaveButton deal={deal} labelled />
              <FollowButton deal={deal} />
            </div>
          )}
          <p className="deal-byline">
            {T.sharedBy}{' '}
            <strong>
              <Link to={paths.member.href(deal.authorUsername)} className="author-link" dir="auto">
                {deal.authorUsername}
              </Link>
            </strong>{' '}
            <RelativeTime iso={deal.createdAt} />
            {deal.updatedAt !== deal.createdAt && (
              <span className="muted">
                {' '}
                · {T.edited} <RelativeTime iso={deal.updatedAt} />
              </span>
            )}
          </p>
          {!deal.hidden && (
            <div className="deal-secondary-actions">
              <ExpiryAction deal={deal} canManage={canManage} />
              {user?.id !== deal.author && <ReportButton target="deal" id={deal.id} what={T.reportWhat} />}
            </div>
          )}
          {canManage && <OwnerActions deal={deal} />}
        </div>
      </div>

      <section className="deal-description" aria-labelledby="description-title">
        <h2 id="description-title">{T.description}</h2>
        <p dir="auto">{deal.description}</p>
      </section>

      <ShareButtons url={shareUrl} title={deal.title} />
      {/* A hidden deal's comments are its author's to see, as the deal is. */}
      {(!deal.hidden || user?.id === deal.author) && <Comments deal={deal} />}
    </article>
  );
}
