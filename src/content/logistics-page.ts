import json from '../../content/pages/logistics.json';
import { logisticsPageCollection, type LogisticsPageContent } from '../../tina/collections/logistics';
import { documentHook } from './document-hook';

const content: LogisticsPageContent = json;

export const useLogisticsPageContent = documentHook(logisticsPageCollection, 'logistics.json', content);
