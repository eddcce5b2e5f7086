import { actionOf, deliveryFields, type Delivery, type FormName } from '#model/form-delivery';

/** How long a simulated submission takes (site-spec §9). */
export const submissionDelayMs = 1000;

/** The spec's simulated send (§7): nothing leaves the browser; it resolves after one second. */
export function simulateSubmission(_values: Readonly<Record<string, unknown>>): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, submissionDelayMs);
  });
}

/** A form's values as the engine holds them: text, a number (or ''), or the ticked options. */
export type RequestValues = Readonly<Record<string, string | number | readonly string[]>>;

/** Where a request goes and what it says besides the visitor's values. */
export interface RequestTarget {
  delivery: Delivery;
  formName: FormName;
  /** The page's path, such as `/catering`. */
  page: string;
}

/** How long a service may take to answer before the visitor is told it did not (issue 20). */
export const answerTimeoutMs = 10_000;

/**
 * The body a delivered request carries, URL-encoded as a browser posts a form: the
 * form's name, the page, then each field under its own name (a ticked option each).
 */
export function requestBody(target: RequestTarget, values: RequestValues): URLSearchParams {
  const body = new URLSearchParams();
  body.append(deliveryFields.formName, target.formName);
  body.append(deliveryFields.page, target.page);
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly string[]) {
        body.append(name, item);
      }
    } else {
      body.append(name, String(value));
    }
  }
  return body;
}

/** One `POST`, given up after `answerTimeoutMs`; resolves only on a 2xx answer. */
async function post(address: string, body: URLSearchParams): Promise<void> {
  const giveUp = new AbortController();
  // A timer of the page, not AbortSignal.timeout(): the tests' fake clocks reach it.
  const timer = setTimeout(() => giveUp.abort(), answerTimeoutMs);
  try {
    const response = await fetch(address, {
      method: 'POST',
      body,
      // A "simple" request (URL-encoded body, safelisted headers): no CORS preflight,
      // which some form services do not answer. JSON asks Formspree for an answer, not a page.
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: giveUp.signal,
    });
    if (!response.ok) {
      throw new Error(`The service answered ${response.status}.`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one way a form sends, whatever the owner chose (model/form-delivery.ts):
 * simulated, it is the spec's one-second timer and nothing leaves the device;
 * otherwise the fields are posted, and it resolves once the service has said yes,
 * never sooner than the simulated second. It rejects on an error answer, a
 * timeout, no network or a request the browser blocked.
 */
export function sendRequest(target: RequestTarget, values: RequestValues): Promise<void> {
  const address = actionOf(target.delivery, target.formName, target.page);
  if (address === undefined) {
    return simulateSubmission(values);
  }
  const sent = post(address, requestBody(target, values));
  return Promise.all([sent, simulateSubmission(values)]).then(() => undefined);
}
