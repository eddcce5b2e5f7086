import json from '#content/pages/office-fuel.json';
import type { OfficeFuelPageContent } from '#tina/schema/collections/office-fuel';
import { documentHook } from './document-hook';

const content: OfficeFuelPageContent = json;

export const useOfficeFuelPageContent = documentHook('officeFuelPage', 'office-fuel.json', content);
