import { useNavigate } from 'react-router-dom';
import { useCreateDeal } from '@web/lib/deals/deal-writes';
import { PageTitle } from '@web/lib/seo';
import { DealForm } from '../components/deal-form';
import '../deals.css';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

const T = uiText('deals');

/** `/deals/create`: the form; the new deal goes first in the list and its page opens. */
export function DealCreatePage() {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();
  return (
    <section className="container page-form">
      <PageTitle title={T.createTitle} />
      <h1>{T.createTitle}</h1>
      <p className="lead">{T.createLead}</p>
      <DealForm
        submitLabel={T.publish}
        busyLabel={T.publishing}
        cancelTo="/"
        onSubmit={async (input) => {
          const deal = await createDeal(input);
          navigate(paths.deal.href(deal.id));
        }}
      />
    </section>
  );
}
