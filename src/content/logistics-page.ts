import json from '../../content/pages/logistics.json';
import type { LogisticsPageContent } from '../../tina/collections/logistics';

export type {
  LogisticsAction,
  LogisticsActionTarget,
  LogisticsPageContent,
} from '../../tina/collections/logistics';
import { documentHook } from './document-hook';

const content: LogisticsPageContent = json;

export const useLogisticsPageContent = documentHook('logisticsPage', 'logistics.json', content);
