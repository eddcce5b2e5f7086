import json from '#content/pages/logistics.json';
import type { LogisticsPageContent } from '#tina/schema/collections/logistics';
import { documentHook } from './document-hook';

// Pages take content types through src/content (decision 011), not from the schema.
export type {
  LogisticsAction,
  LogisticsActionTarget,
  LogisticsPageContent,
} from '#tina/schema/collections/logistics';

const content: LogisticsPageContent = json;

export const useLogisticsPageContent = documentHook('logisticsPage', 'logistics.json', content);
