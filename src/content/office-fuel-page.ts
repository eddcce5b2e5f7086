import json from '../../content/pages/office-fuel.json';
import { officeFuelPageCollection, type OfficeFuelPageContent } from '../../tina/collections/office-fuel';
import { documentHook } from './document-hook';

const content: OfficeFuelPageContent = json;

export const useOfficeFuelPageContent = documentHook(officeFuelPageCollection, 'office-fuel.json', content);
