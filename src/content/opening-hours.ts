import type { OpeningHours } from '../../tina/collections/business';
import { formatTime } from '../../site/bar-calendar';

/** "Mon-Fri 6:00 AM to 6:00 PM" */
export function formatOpeningHours(hours: OpeningHours): string {
  return `${hours.label} ${formatTime(hours.opens)} to ${formatTime(hours.closes)}`;
}
