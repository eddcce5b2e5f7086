import { useTermsPageContent } from '#src/content/legal-terms';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage content={useTermsPageContent()} />;
}
