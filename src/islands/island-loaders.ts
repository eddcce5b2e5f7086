/**
 * The components that run in the browser as islands (docs/decisions/019-islands.md), by name:
 * each is rendered by the build into the page as the rest of it is, and hydrated in the
 * browser as a React root of its own. Their props travel as JSON, so they are plain data:
 * content, and the `data-tina-field` values the editor needs (none in the public build).
 *
 * What the browser loads for each island, and when it starts it:
 * - `idle`: once the page has loaded and the browser is idle (the slideshow: before its first
 *   5-second advance);
 * - `near`: when the island comes near the viewport, or at the first focus, input or submit
 *   inside it, whichever comes first (the forms).
 * Each loader is a chunk of its own; React and the forms' libraries come in shared chunks. A page
 * passes the component to `<Island>` itself and takes only types from here, so each page's code
 * (and stylesheet) holds only its own islands.
 */
export const islandLoaders = {
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
} as const;

export type IslandName = keyof typeof islandLoaders;
export type IslandLoader = (typeof islandLoaders)[IslandName];
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]['load']>>;
