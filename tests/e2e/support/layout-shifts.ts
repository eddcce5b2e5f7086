import type { Page } from '@playwright/test';

/**
 * The layout shifts a visitor would see and did not cause (what CLS adds up), recorded from
 * the very start of every page load in `page`; each named by the elements that moved.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map((source) =>
          (source.node as Element | undefined)?.outerHTML?.slice(0, 80),
        );
        if (!entry.hadRecentInput) {
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the current page, once the two frames after the last change are painted. */
export function layoutShiftsSoFar(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: string[] }).layoutShifts),
          ),
        ),
      ),
  );
}
