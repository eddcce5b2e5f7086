import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';

type ToastLibrary = typeof import('react-toastify');

let toastLibrary: Promise<ToastLibrary> | undefined;
const onFirstLoad = new Set<() => void>();

/**
 * Loads the toast library: its own chunk, fetched only once a visitor starts
 * filling in a form (a toast answers every form sent), never with the page.
 */
export function loadToasts(): Promise<ToastLibrary> {
  if (!toastLibrary) {
    toastLibrary = import(/* webpackChunkName: "toasts" */ 'react-toastify');
    for (const listener of onFirstLoad) listener();
  }
  return toastLibrary;
}

/** A field of a form got focus: the visitor may send it soon. */
function warmUpOnFormFocus(event: FocusEvent) {
  if (event.target instanceof Element && event.target.closest('form')) void loadToasts();
}

/**
 * Where toasts appear: bottom right, about five seconds, swipe or drag to dismiss.
 * Nothing is rendered (and nothing is in the prerendered HTML) until the library
 * is asked for; toasts raised before its container mounts wait for it.
 */
export function ToastRegion() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    const mountContainer = () =>
      void loadToasts().then(({ ToastContainer }) => {
        if (mounted) setContainer(() => ToastContainer);
      });
    if (toastLibrary) mountContainer();
    else onFirstLoad.add(mountContainer);
    document.addEventListener('focusin', warmUpOnFormFocus);
    return () => {
      mounted = false;
      onFirstLoad.delete(mountContainer);
      document.removeEventListener('focusin', warmUpOnFormFocus);
    };
  }, []);
  return Container ? <Container position="bottom-right" autoClose={5000} draggable /> : null;
}
