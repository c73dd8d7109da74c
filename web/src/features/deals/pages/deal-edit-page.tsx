import { ComingSoon } from '../../../components/coming-soon';

// The deal form arrives with the deals part of the web app (issue 7).
export function DealEditPage() {
  return <ComingSoon title="Modifier le bon plan" />;
}
