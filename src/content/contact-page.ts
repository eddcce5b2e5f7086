import json from '../../content/pages/contact.json';
import { contactPageCollection, type ContactPageContent } from '../../tina/collections/contact';
import { documentHook } from './document-hook';

const content: ContactPageContent = json;

export const useContactPageContent = documentHook(contactPageCollection, 'contact.json', content);
