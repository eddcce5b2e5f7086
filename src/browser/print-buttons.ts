import { printButtonAttribute } from '#src/components/print-button/print-button-attribute';
import { closestTarget } from './closest-target';

/** The page's print buttons open the browser's print dialog. */
export function handlePrintButtons(): void {
  document.addEventListener('click', (event) => {
    if (closestTarget(event, `button[${printButtonAttribute}]`)) {
      window.print();
    }
  });
}
