import type { Page } from '@playwright/test';

/** Turns the browser's Save-Data setting on or off (`navigator.connection.saveData`). */
export async function setSaveData(page: Page, on: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: on });
}
