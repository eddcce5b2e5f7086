import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { webFontsArrived } from './load-web-fonts';
import { webFontsAttribute } from './web-fonts-mark';

/**
 * Draws the next page the visitor opens in the web fonts once they have arrived, when the
 * page's script shows it (a link followed inside the site) rather than the browser loading
 * it, where the head script would mark it (decision 016). Marked before that page is
 * painted, so it never shows in the fallbacks first; the page the fonts arrived on keeps
 * its fallbacks, since swapping them under the visitor's eyes would re-wrap its text.
 */
export function useWebFontsOnNextPage(): void {
  const { pathname } = useLocation();
  // On the first page the fonts have not arrived when this first runs (they are asked for
  // at the visitor's first use), or it is marked already; later it runs only for a new path.
  useLayoutEffect(() => {
    if (webFontsArrived()) document.documentElement.setAttribute(webFontsAttribute, '');
  }, [pathname]);
}
