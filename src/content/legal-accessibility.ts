import document from '#content/legal/accessibility.md';
import { legalPageHook } from './legal-page';

export const useAccessibilityPageContent = legalPageHook('accessibility', document);
