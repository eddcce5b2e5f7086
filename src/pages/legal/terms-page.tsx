import { useTermsPageContent } from '../../content/legal-terms';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage content={useTermsPageContent()} />;
}
