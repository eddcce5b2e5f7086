import { deliveryFields } from '#model/form-delivery';

/**
 * The least time between opening the site and sending a form that a person needs
 * (reading the page, filling in even one field). Counted from the page's first
 * load (`performance.now()`), so the typing before a held submit counts, and so does
 * the time spent on pages visited before. A script that fills and sends at once is
 * faster. See docs/decisions/013-requests-reach-the-owner.md.
 */
export const minimumFillMs = 2000;

/**
 * Whether a bot filled the honeypot, which people and screen readers never meet. Such a
 * submit is dropped without a word: the bot is not told, so it does not learn to do better.
 */
export function filledHoneypot(form: HTMLFormElement): boolean {
  const honeypot = form.elements.namedItem(deliveryFields.honeypot);
  return honeypot instanceof HTMLInputElement && honeypot.value !== '';
}

/**
 * Whether a submit comes sooner than a person usually sends: a script, or a person whose
 * browser filled the form in (autofill) and who pressed Enter at once. Such a submit is not
 * sent and not confirmed: the form asks to press Send again, which a person does and a
 * script that sends once does not.
 */
export const isTooSoon = (now: number = performance.now()) => now < minimumFillMs;

/** Resolves once the minimum time has passed: a person's second press is sent, but never sooner. */
export const afterMinimumTime = () =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, minimumFillMs - performance.now())));
