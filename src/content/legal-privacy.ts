import source from '../../content/legal/privacy.md';
import { legalPageHook } from './legal-page';

export const usePrivacyPageContent = legalPageHook('privacy', source);
