import document from '#content/legal/terms.md';
import { legalPageHook } from './legal-page';

export const useTermsPageContent = legalPageHook('terms', document);
