import fs from 'node:fs';
import { addressesOf, isLocalAddress, type Delivery } from '#model/form-delivery';
import { deliveryIn } from '#scripts/content/delivery-privacy';

/** One line on where the forms' requests go, for the build's output and the deploy job's summary. */
export function deliveryNote(delivery: Delivery): string {
  if (delivery.method === 'simulated') {
    return 'forms: sending is only simulated (forms.delivery in content/site/site.json): requests are NOT delivered anywhere. See README, "Receive requests".';
  }
  if (delivery.method === 'demo') {
    return 'forms: a demo (forms.delivery in content/site/site.json): every form says it sends nothing, and nothing is delivered.';
  }
  if (delivery.method === 'netlify') {
    return 'forms: requests go to Netlify Forms (see Forms in the Netlify dashboard).';
  }
  const addresses = addressesOf(delivery);
  const local = addresses.some(isLocalAddress)
    ? ' (an address on this computer: for trying only, not for visitors)'
    : '';
  return `forms: requests are posted to ${addresses.join(' and ')}${local}.`;
}

/** Says it on the console and, in a GitHub Actions job, in the job's summary too. */
export function sayWhereRequestsGo(root: string, step: string): void {
  const note = deliveryNote(deliveryIn(root));
  console.log(`${step}: ${note}`);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary) {
    fs.appendFileSync(summary, `${note}\n`);
  }
}
