import { phrasePlaceholders, type StatusPhrases } from '../../site/status-text';
import { useBusinessContent } from './business';
import { editable } from './editable';
import { useSeoContent } from './seo';
import { useSiteContent } from './site';

const phraseNames = Object.keys(phrasePlaceholders) as (keyof StatusPhrases)[];

/** What an `OpeningStatus` needs from the content: the bar's hours and zone, the owner's phrases, their marks. */
export function useOpeningStatusProps() {
  const business = useBusinessContent();
  const { openingStatus: phrases } = useSiteContent();
  const { language } = useSeoContent();
  return {
    schedule: {
      timeZone: business.timeZone,
      hours: business.hours,
      specialHours: business.specialHours,
    },
    phrases,
    language,
    tinaFields: Object.fromEntries(phraseNames.map((name) => [name, editable(phrases, name)])),
  };
}
