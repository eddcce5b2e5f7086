import { useAccessibilityPageContent } from '#src/content/legal-accessibility';
import { LegalPage } from './legal-page';

export function AccessibilityPage() {
  return <LegalPage content={useAccessibilityPageContent()} />;
}
