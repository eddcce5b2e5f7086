/**
 * The components that run in the browser as islands (docs/decisions/019-islands.md), by name:
 * each is rendered by the build into the page as the rest of it is, and hydrated in the
 * browser as a React root of its own. Their props travel as JSON, so they are plain data:
 * content, and the `data-tina-field` values the editor needs (none in the public build).
 *
 * Types only: a page passes the component to `<Island>` itself, so each page's code (and
 * stylesheet) holds only its own islands. The browser loads them through island-loaders.ts.
 */
import type { ComponentProps } from 'react';
import type { HeroSlideshow } from '../components/hero-slideshow/hero-slideshow';
import type { RequestFormIsland } from './request-form-island';

export interface IslandComponents {
  slideshow: typeof HeroSlideshow;
  requestForm: typeof RequestFormIsland;
}

export type IslandName = keyof IslandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>;
