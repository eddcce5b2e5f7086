import { printButtonAttribute } from '../components/print-button/print-button-attribute';

/** Shows the page's print buttons, which the browser's print dialog answers. */
export function handlePrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${printButtonAttribute}]`)) {
    button.hidden = false;
    button.addEventListener('click', () => window.print());
  }
}
