import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor had scrolled to on each page of this visit, by history entry. */
const scrollPositions = new Map<string, number>();

/**
 * Scrolls as a full page load would after client-side navigation: a new page
 * starts at its top, or at the `#section` its link names; Back and Forward
 * return to where the visitor was. The first render is left alone: the browser
 * has already placed the page it loaded.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    const remember = () => scrollPositions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before paint, so the new page never shows at the old page's scroll position.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const saved = scrollPositions.get(location.key);
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
