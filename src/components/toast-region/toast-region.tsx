import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from './toast-library';

/**
 * Where toasts appear: bottom right, about five seconds, swipe or drag to dismiss.
 * For the eye only: the form that raised a toast says the same to screen readers.
 */
function ToastRegion() {
  useEffect(() => {
    // The library's region is a polite live region, always (no prop turns it off). The
    // form's own status says the same words and stays (form-messages.tsx): a screen reader
    // hears them once, from there. React leaves the attribute alone: its value never changes.
    document.querySelector('section.Toastify')?.setAttribute('aria-live', 'off');
  }, []);
  // No `role` on a toast (the library's default is `alert`): seen, not announced, as above.
  return <ToastContainer position="bottom-right" autoClose={5000} draggable role={undefined} />;
}

let regionElement: HTMLElement | undefined;

/**
 * Puts the one toast region at the end of the page, as a React root of its own, the first
 * time a form starts (src/components/request-form/use-form-start.ts): pages without a form
 * have none, and the toast library comes with the form's code (docs/decisions/019-islands.md).
 */
export function mountToastRegion(): void {
  if (regionElement?.isConnected) {
    return;
  }
  regionElement = document.createElement('div');
  document.body.append(regionElement);
  createRoot(regionElement).render(<ToastRegion />);
}
