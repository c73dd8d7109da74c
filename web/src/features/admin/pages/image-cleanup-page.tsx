import { ComingSoon } from '../../../components/coming-soon';

// The clean-up tool arrives with the admin part of the web app (issue 7).
export function ImageCleanupPage() {
  return <ComingSoon title="Nettoyage des images – Administration" />;
}
