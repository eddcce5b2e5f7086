import source from '../../content/legal/terms.md';
import { legalPageHook } from './legal-page';

export const useTermsPageContent = legalPageHook('terms', source);
