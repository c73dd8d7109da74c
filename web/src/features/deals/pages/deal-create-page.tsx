import { useNavigate } from 'react-router-dom';
import { useCreateDeal } from '@web/lib/deals/deal-writes';
import { PageTitle } from '@web/lib/seo';
import { DealForm } from '../components/deal-form';
import '../deals.css';
import { paths } from '@web/lib/paths';

/** `/deals/create`: the form; the new deal goes first in the list and its page opens. */
export function DealCreatePage() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  return (
    <section className="container page-form">
      <PageTitle title="Partager un bon plan" />
      <h1>Partager un bon plan</h1>
      <p className="lead">Une promo, des soldes, un code de réduction ? Faites-en profiter la communauté.</p>
      <DealForm
        submitLabel="Publier le bon plan"
        busyLabel="Publication…"
        cancelTo="/"
        onSubmit={async (input) => {
          const deal = await createDeal(input);
          navigate(paths.deal.href(deal.id));
        }}
      />
    </section>
  );
}
