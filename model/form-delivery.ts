/**
 * Where the forms' requests go: the owner's choice in content/site/site.json
 * (`forms.delivery`), read by the form engine, the headers, the build and the
 * content check alike. See docs/decisions/013-requests-reach-the-owner.md.
 *
 * Plain data and pure functions with no imports, like everything in model/.
 */

/**
 * - `simulated`: site-spec §7, the default: a one-second timer on the visitor's device, nothing sent;
 *   for trying the site (the builds that publish refuse it: scripts/content/live-delivery.ts);
 * - `demo`: nothing sent either, chosen for a published site that only shows its forms: each form
 *   says so before it is filled in, and a submit is never confirmed;
 * - `endpoint`: an HTTPS `POST` of the fields to a form service (Formspree, Basin, Getform…);
 * - `netlify`: Netlify Forms, a URL-encoded `POST` to the page itself, which Netlify answers.
 */
export const deliveryMethods = ['simulated', 'demo', 'endpoint', 'netlify'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** `forms.delivery` as stored: the editor writes an empty string for an address left empty. */
export interface DeliveryContent {
  readonly method?: string | null;
  readonly endpoint?: string | null;
  readonly newsletterEndpoint?: string | null;
}

/** `forms.delivery`, read: the method, and the address each form posts to (none when simulated). */
export interface Delivery {
  readonly method: DeliveryMethod;
  /** For `endpoint`: the requests' address. */
  readonly endpoint?: string;
  /** For `endpoint`: the subscribe form's address, when it differs (a newsletter service). */
  readonly newsletterEndpoint?: string;
}

export const simulatedDelivery: Delivery = { method: 'simulated' };

/** The addresses requests are posted to: none unless they go to a form service. */
export const addressesOf = ({ endpoint, newsletterEndpoint }: Delivery) =>
  [endpoint, newsletterEndpoint].filter((address) => address !== undefined);

/** Whether nothing leaves the visitor's device: `simulated` and `demo`. */
export const sendsNothing = ({ method }: Delivery) => method === 'simulated' || method === 'demo';

/** Names of the fields every delivered request carries besides the form's own. */
export const deliveryFields = {
  /** Which form: Netlify Forms reads this exact name; form services keep it as a field. */
  formName: 'form-name',
  /** The page's path the request was sent from. */
  page: 'page',
  /**
   * The honeypot: hidden from people and screen readers, left empty by them, filled by
   * bots. Formspree drops a request that has it filled by this name; for Netlify the
   * form names it in `netlify-honeypot`; the local inbox drops it too.
   */
  honeypot: '_gotcha',
} as const;

/** Each form's name in a delivered request (and Netlify's name of the form). */
export const formNames = {
  officeFuel: 'office-fuel',
  wholesale: 'wholesale',
  catering: 'catering',
  subscribe: 'subscribe',
} as const;
export type FormName = (typeof formNames)[keyof typeof formNames];

const localHosts = new Set(['localhost', '127.0.0.1']);

function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Why an address cannot receive the requests, or undefined if it can. */
export function endpointProblem(value: string): string | undefined {
  const url = urlOf(value);
  const hint = `Write the full address the form service gave you, starting with https:// (or http://localhost or http://127.0.0.1 to try it on this computer); found ${JSON.stringify(value)}.`;
  if (!url || /\s/.test(value) || url.hostname === '') {
    return hint;
  }
  if (url.username !== '' || url.password !== '') {
    return `The address must not hold a user name or password (they would be in every page of the site); found ${JSON.stringify(value)}.`;
  }
  if (url.protocol === 'https:') {
    return undefined;
  }
  if (url.protocol === 'http:' && localHosts.has(url.hostname)) {
    return undefined;
  }
  return hint;
}

/** Whether the address is on this computer (for trying delivery out, not for visitors). */
export const isLocalAddress = (value: string) => localHosts.has(urlOf(value)?.hostname ?? '');

/** A stored address the requests can be posted to, or undefined for one left empty or refused. */
function usableAddress(value: string | null | undefined): string | undefined {
  if (!value || endpointProblem(value)) {
    return undefined;
  }
  return value;
}

/** The stored choice, read; anything the content check would refuse falls back to `simulated`. */
export function deliveryOf(content: DeliveryContent | null | undefined): Delivery {
  const method = deliveryMethods.find((known) => known === content?.method) ?? 'simulated';
  if (method === 'simulated') {
    return simulatedDelivery;
  }
  if (method === 'netlify' || method === 'demo') {
    return { method };
  }
  const endpoint = usableAddress(content?.endpoint);
  if (!endpoint) {
    return simulatedDelivery;
  }
  const newsletterEndpoint = usableAddress(content?.newsletterEndpoint);
  return newsletterEndpoint ? { method, endpoint, newsletterEndpoint } : { method, endpoint };
}

/** The address a form posts to: a service's, or for Netlify the page's own path. */
export function actionOf(delivery: Delivery, formName: FormName, page: string): string | undefined {
  if (delivery.method === 'netlify') {
    return page;
  }
  if (sendsNothing(delivery)) {
    return undefined;
  }
  return formName === formNames.subscribe
    ? (delivery.newsletterEndpoint ?? delivery.endpoint)
    : delivery.endpoint;
}

/**
 * The origins the Content-Security-Policy must allow for `connect-src` and `form-action`:
 * none when simulated, `'self'` for Netlify, the service's origin(s) for `endpoint`.
 */
export function deliveryOrigins(delivery: Delivery): string[] {
  if (sendsNothing(delivery)) {
    return [];
  }
  if (delivery.method === 'netlify') {
    return ["'self'"];
  }
  return [...new Set(addressesOf(delivery).map((address) => new URL(address).origin))];
}
