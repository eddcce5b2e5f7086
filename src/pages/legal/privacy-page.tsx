import { usePrivacyPageContent } from '#src/content/legal-privacy';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage content={usePrivacyPageContent()} />;
}
