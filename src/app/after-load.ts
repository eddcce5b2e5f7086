/**
 * When the site does what only later pages need (fetching their files ahead, decision 015;
 * fetching the web fonts, decision 016): once this page has loaded and the browser is idle,
 * so nothing competes with the page's own start, and never for a visitor who saves data.
 */

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** `requestIdleCallback` where the browser has it (Safari does not), a task otherwise. */
export const whenIdle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run);

/** The visitor asked to save data (`Save-Data`), or is on 2G ("slow-2g" included). */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/** Runs `run` once the page has loaded and the browser is idle; never if the visitor saves data. */
export function afterLoadWhenIdle(run: () => void): void {
  const start = () =>
    whenIdle(() => {
      if (!savingData()) run();
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
