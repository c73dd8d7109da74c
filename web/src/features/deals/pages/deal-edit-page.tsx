import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { showError } from '@web/lib/alert';
import { useUpdateDeal } from '@web/lib/deals/deal-writes';
import { useDeal } from '@web/lib/deals/use-deal';
import { PageTitle } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { DealForm } from '../components/deal-form';
import '../deals.css';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

const T = uiText('deals');

/** `/deals/{id}/edit`: the form filled in; only the author or an admin gets it. */
export function DealEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The copy already known (the deal page, the list) fills the form while a fresh one loads.
  const { deal, missing, error } = useDeal(id);
  const updateDeal = useUpdateDeal(id);
  const { user, isAdmin } = useSession();
  const allowed = !!deal && !!user && (deal.author === user.id || isAdmin);
  useEffect(() => {
    if (deal && !allowed) showError(MSG.dealChangeForbidden);
  }, [deal, allowed]);

  if (!deal) {
    if (missing) {
      return (
        <section className="container page-narrow status-page">
          <PageTitle title={T.notFound} />
          <h1>{T.notFound}</h1>
          <p>{T.editNotFoundText}</p>
          <Link to={paths.home.href()} className="button button-primary">
            {T.seeDeals}
          </Link>
        </section>
      );
    }
    if (error) {
      return (
        <section className="container page-narrow status-page">
          <PageTitle title={T.editTitle} />
          <p className="alert alert-error" role="alert">
            {error.message}
          </p>
        </section>
      );
    }
    return <PageLoader />;
  }
  // Someone else's deal: back to its page, with the reason in the alert.
  if (!allowed) return <Navigate to={paths.deal.href(deal.id)} replace />;

  const back = paths.deal.href(deal.id);
  return (
    <section className="container page-form">
      <PageTitle title={T.editTitle} />
      <h1>{T.editTitle}</h1>
      <p className="lead">
        {T.quoteOpen}
        <bdi>{deal.title}</bdi>
        {T.quoteClose}
      </p>
      <DealForm
        key={deal.id}
        deal={deal}
        submitLabel={T.saveChanges}
        busyLabel={T.saving}
        cancelTo={back}
        onSubmit={async (input) => {
          await updateDeal(input);
          navigate(back);
        }}
      />
    </section>
  );
}
