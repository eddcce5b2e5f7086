import { useSyncExternalStore } from 'react';
import { saveWatch } from './save-watch';
import type { Save } from './saves';

/** The owner's recent saves, newest first, drawn again as each moves on. */
export const useSaves = (): readonly Save[] =>
  useSyncExternalStore(saveWatch.subscribe, saveWatch.current, saveWatch.current);
