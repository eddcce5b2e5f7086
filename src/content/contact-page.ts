import json from '#content/pages/contact.json';
import type { ContactPageContent } from '#tina/schema/collections/contact';
import { documentHook } from './document-hook';

export type { ContactPageContent };

export const useContactPageContent = documentHook<ContactPageContent>('contactPage', 'contact.json', json);
