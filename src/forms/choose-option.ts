/**
 * A link that picks an option in the form it leads to: the Office Fuel tier cards' "Choose …"
 * buttons link to the request form (`#request`), and with JavaScript they also pick that tier
 * in it. The script of pages with a form (src/browser/islands-script.ts) handles every such link,
 * whether the form's own script has started or not: it clicks the option's radio button, as the
 * visitor would, so the browser checks it before the form starts and the form's handlers see
 * the click after. The form's island starts at the focus that follows (src/browser/start-islands.ts).
 */
import { closestTarget } from '#src/browser/closest-target';

export interface ChosenOption {
  /** The form field (a radio group) and the value to pick in it. */
  field: string;
  value: string;
}

const fieldAttribute = 'data-choose-field';
const valueAttribute = 'data-choose-value';

/** The attributes that make a link to a form pick `option` in it. */
export function chooseAttributes(option: ChosenOption): Record<string, string> {
  return { [fieldAttribute]: option.field, [valueAttribute]: option.value };
}

/** Picks the option a link names in the form its `#fragment` leads to, and shows it; true if it did. */
function chooseFrom(link: HTMLAnchorElement): boolean {
  const field = link.getAttribute(fieldAttribute);
  const value = link.getAttribute(valueAttribute);
  const target = link.hash && document.getElementById(decodeURIComponent(link.hash.slice(1)));
  if (!field || !value || !target) {
    return false;
  }
  const option = [...target.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) => input.name === field && input.value === value,
  );
  if (!option) {
    return false;
  }
  if (!option.checked) {
    option.click();
  }
  option.scrollIntoView({ block: 'center' });
  option.focus({ preventScroll: true });
  return true;
}

/** Lets every choosing link of the page pick its option; without it, the links lead to the form. */
export function handleChoosingLinks(): void {
  document.addEventListener('click', (event) => {
    const link = closestTarget(event, `a[${fieldAttribute}]`);
    if (link instanceof HTMLAnchorElement && chooseFrom(link)) {
      event.preventDefault();
    }
  });
}
