import json from '../../content/pages/contact.json';
import type { ContactPageContent } from '../../tina/collections/contact';
import { documentHook } from './document-hook';

const content: ContactPageContent = json;

export const useContactPageContent = documentHook('contactPage', 'contact.json', content);
