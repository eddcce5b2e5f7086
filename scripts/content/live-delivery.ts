import { addressesOf, isLocalAddress, type Delivery } from '#model/form-delivery';
import type { FileProblem } from './problems-in-content';

/** Where the owner changes it, in the editor's own words (tina/schema/collections/site.ts). */
const setting =
  'In the editor: Whole site: name, menu and footer → Forms: notes and where requests go → Where requests go → Sending';

/**
 * Why the site cannot be published with these forms (issue 60, decision 013): a live site never
 * confirms a request that reaches no one. Checked by the builds that publish (`npm run
 * build:live`, `npm run build:hosted`), before anything is built; `npm run build` and `npm start`
 * stay free to try the site as it is.
 */
export function liveDeliveryProblems(delivery: Delivery): FileProblem[] {
  const problem = (message: string): FileProblem[] => [
    {
      file: 'content/site/site.json',
      path: 'forms.delivery',
      message: `${message} ${setting}: choose a form service or Netlify Forms (README, "Receive requests"), or "Demo" for a site whose forms say they send nothing.`,
    },
  ];
  if (delivery.method === 'simulated') {
    return problem(
      'the site is built to be published, but its forms only pretend to send: every visitor would be told "Sent!" and nothing would reach you.',
    );
  }
  const local = addressesOf(delivery).find(isLocalAddress);
  if (local) {
    return problem(
      `the site is built to be published, but its forms send to ${local}, an address on the computer that built it, which visitors' browsers cannot reach.`,
    );
  }
  return [];
}
