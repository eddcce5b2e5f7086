import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';

/** Loads the toast library: its own chunk, needed only once a form is sent. */
export const loadToasts = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

/**
 * Where toasts appear: bottom right, about five seconds, swipe or drag to dismiss.
 * The library (and the CSS it injects, from no other origin) loads after the page
 * is up, so it adds nothing to the first load and nothing to the prerendered HTML.
 */
export function ToastRegion() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadToasts().then(({ ToastContainer }) => {
      if (mounted) setContainer(() => ToastContainer);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Container ? <Container position="bottom-right" autoClose={5000} draggable /> : null;
}
