import { ComingSoon } from '../../../components/coming-soon';

// The deal form arrives with the deals part of the web app (issue 7).
export function DealCreatePage() {
  return <ComingSoon title="Partager un bon plan" />;
}
