/**
 * When the page's scripts do their work: only once the page is shown (a page the browser prerendered ahead of
 * a click runs no timer until the visitor sees it), after it has loaded, when the browser is idle. And
 * whether the visitor saves data, in which case nothing is fetched for later pages.
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Runs `run` now, or, on a page prerendered ahead of a click, when the visitor is shown it. */
export function whenShown(run: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', run, { once: true });
  } else {
    run();
  }
}

/** `requestIdleCallback` where the browser has it (Safari does not), a task otherwise. */
export const whenIdle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run);

/** Runs `run` once the page is shown, has loaded and the browser is idle. */
export function whenSettled(run: () => void): void {
  whenShown(() => {
    const idle = () => whenIdle(run);
    if (document.readyState === 'complete') {
      idle();
    } else {
      window.addEventListener('load', idle, { once: true });
    }
  });
}

/** The visitor asked to save data (`Save-Data`), or is on 2G ("slow-2g" included). */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}
