import fs from 'node:fs';
import path from 'node:path';
import { addressesOf, deliveryOf, isLocalAddress, type Delivery } from '#model/form-delivery';
import type { FileProblem } from './problems-in-content';

const privacyFile = 'content/legal/privacy.md';

/**
 * Names the privacy page must hold when requests are delivered: each service's host
 * (formspree.io), or Netlify. An address on this computer, for trying, needs none.
 */
export function servicesToName(delivery: Delivery): string[] {
  if (delivery.method === 'netlify') {
    return ['Netlify'];
  }
  const addresses = addressesOf(delivery).filter((address) => !isLocalAddress(address));
  return [...new Set(addresses.map((address) => new URL(address).hostname.replace(/^www\./, '')))];
}

/** A problem for each service the privacy text does not name (visitors must be told where their words go). */
export function unnamedServices(delivery: Delivery, privacyText: string): FileProblem[] {
  const text = privacyText.toLowerCase();
  return servicesToName(delivery)
    .filter((name) => !text.includes(name.toLowerCase()))
    .map((name) => ({
      file: privacyFile,
      path: 'body',
      message: `must name "${name}": the forms send visitors' requests there (forms.delivery in content/site/site.json), and the privacy page must say so. Replace the paragraph under "The request and subscribe forms" (README, "Receive requests", has a text to start from).`,
    }));
}

export function deliveryIn(root: string): Delivery {
  const site = JSON.parse(fs.readFileSync(path.join(root, 'content/site/site.json'), 'utf8')) as {
    forms?: { delivery?: Parameters<typeof deliveryOf>[0] };
  };
  return deliveryOf(site.forms?.delivery);
}

/** The check over the project's files; nothing to say when either file is unreadable (reported elsewhere). */
export function deliveryPrivacyProblems(root: string): FileProblem[] {
  try {
    return unnamedServices(deliveryIn(root), fs.readFileSync(path.join(root, privacyFile), 'utf8'));
  } catch {
    return [];
  }
}
