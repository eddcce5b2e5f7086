import document from '#content/legal/privacy.md';
import { legalPageHook } from './legal-page';

export const usePrivacyPageContent = legalPageHook('privacy', document);
