import { ComingSoon } from '../../../components/coming-soon';

// The deal screen arrives with the deals part of the web app (issue 7).
export function DealPage() {
  return <ComingSoon title="Bon plan" />;
}
