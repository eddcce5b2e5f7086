import { deliveryFields } from '../../site/form-delivery';

/**
 * The least time between opening the site and sending a form that a person needs
 * (reading the page, filling in even one field). Counted from the page's first
 * load (`performance.now()`), so the typing before a held submit counts, and so does
 * the time spent on pages visited before. A script that fills and sends at once is
 * faster. See docs/decisions/013-requests-reach-the-owner.md.
 */
export const minimumFillMs = 2000;

/**
 * Whether a submit is a bot's: it filled the honeypot, which people and screen
 * readers never meet, or sent sooner than a person could. Such a submit is dropped
 * without a word: the bot is not told, so it does not learn to do better.
 */
export function looksLikeABot(form: HTMLFormElement, now: number = performance.now()): boolean {
  const honeypot = form.elements.namedItem(deliveryFields.honeypot);
  const filled = honeypot instanceof HTMLInputElement && honeypot.value !== '';
  return filled || now < minimumFillMs;
}
