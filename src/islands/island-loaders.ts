/**
 * What the browser loads for each island, and when it starts it (docs/decisions/019-islands.md):
 * - `idle`: once the page has loaded and the browser is idle (the slideshow: before its first
 *   5-second advance);
 * - `near`: when the island comes near the viewport, or at the first focus, input or submit
 *   inside it, whichever comes first (the forms).
 * Each loader is a chunk of its own; React and the forms' libraries come in shared chunks.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './island-components';

export type IslandStart = 'idle' | 'near';

export interface IslandLoader {
  start: IslandStart;
  load: () => Promise<ComponentType<never>>;
}

export const islandLoaders: Record<IslandName, IslandLoader> = {
  slideshow: {
    start: 'idle',
    load: () =>
      import(/* webpackChunkName: "island-slideshow" */ '../components/hero-slideshow/hero-slideshow').then(
        (module) => module.HeroSlideshow,
      ),
  },
  requestForm: {
    start: 'near',
    load: () =>
      import(/* webpackChunkName: "island-request-form" */ './request-form-island').then(
        (module) => module.RequestFormIsland,
      ),
  },
};
