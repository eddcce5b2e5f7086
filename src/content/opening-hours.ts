import type { OpeningHours } from '../../tina/collections/business';

/** "06:00" → "6:00 AM", "18:30" → "6:30 PM": how the spec writes times. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "Mon-Fri 6:00 AM to 6:00 PM" */
export function formatOpeningHours(hours: OpeningHours): string {
  return `${hours.label} ${formatTime(hours.opens)} to ${formatTime(hours.closes)}`;
}
