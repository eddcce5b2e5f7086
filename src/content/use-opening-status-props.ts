import { useBusinessContent } from './business';
import { editable } from './editable';
import { useSeoContent } from './seo';
import { useSiteContent } from './site';

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
    tinaField: editable,
  };
}
