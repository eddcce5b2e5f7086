import { useAccessibilityPageContent } from '../../content/legal-accessibility';
import { LegalPage } from './legal-page';

export function AccessibilityPage() {
  return <LegalPage content={useAccessibilityPageContent()} />;
}
