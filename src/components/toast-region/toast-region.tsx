import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToastContainerProps } from 'react-toastify/unstyled';

type ToastLibrary = typeof import('./toast-library');

let toastLibrary: Promise<ToastLibrary> | undefined;
const onLoaded = new Set<(library: ToastLibrary) => void>();

/**
 * Loads the toast library: its own chunk, fetched only once a visitor starts
 * filling in a form (a toast answers every form sent), never with the page.
 * A load that failed (offline, a flaky network) is forgotten, so the next call
 * asks again instead of failing forever; webpack retries a failed chunk too.
 */
export function loadToasts(): Promise<ToastLibrary> {
  if (!toastLibrary) {
    const loading = import(/* webpackChunkName: "toasts" */ './toast-library');
    toastLibrary = loading;
    loading.then(
      (library) => {
        for (const listener of onLoaded) listener(library);
      },
      () => {
        if (toastLibrary === loading) toastLibrary = undefined;
      },
    );
  }
  return toastLibrary;
}

/** A field of a form got focus: the visitor may send it soon. Failing here is fine: sending asks again. */
function warmUpOnFormFocus(event: FocusEvent) {
  if (event.target instanceof Element && event.target.closest('form')) loadToasts().catch(() => undefined);
}

/**
 * Where toasts appear (mounted by `mountToastRegion`): bottom right, about five seconds, swipe or drag to dismiss.
 * For the eye only: the form that raised a toast says the same to screen readers.
 * Nothing is rendered (and nothing is in the prerendered HTML) until the library
 * has loaded; toasts raised before its container mounts wait for it.
 */
function ToastRegion() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    const mountContainer = ({ ToastContainer }: ToastLibrary) => {
      if (mounted) setContainer(() => ToastContainer);
    };
    onLoaded.add(mountContainer);
    toastLibrary?.then(mountContainer, () => undefined);
    document.addEventListener('focusin', warmUpOnFormFocus);
    return () => {
      mounted = false;
      onLoaded.delete(mountContainer);
      document.removeEventListener('focusin', warmUpOnFormFocus);
    };
  }, []);
  useEffect(() => {
    // The library's region is a polite live region, always (no prop turns it off). The
    // form's own status says the same words and stays (form-outcome.tsx): a screen reader
    // hears them once, from there. React leaves the attribute alone: its value never changes.
    if (Container) document.querySelector('section.Toastify')?.setAttribute('aria-live', 'off');
  }, [Container]);
  // No `role` on a toast (the library's default is `alert`): seen, not announced, as above.
  return Container ? <Container position="bottom-right" autoClose={5000} draggable role={undefined} /> : null;
}

let regionElement: HTMLElement | undefined;

/**
 * Puts the one toast region at the end of the page, as a React root of its own, the first
 * time a form starts (src/components/request-form/use-form-start.ts): pages without a form
 * have none, and a form's island brings it along (docs/decisions/019-islands.md).
 */
export function mountToastRegion(): void {
  if (regionElement?.isConnected) return;
  regionElement = document.createElement('div');
  document.body.append(regionElement);
  createRoot(regionElement).render(<ToastRegion />);
}
