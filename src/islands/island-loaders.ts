/**
 * The components that run in the browser as islands, by name, and when each starts: `idle`
 * (the slideshow) or `near` (the forms), as docs/decisions/019-islands.md says. Their props
 * travel as JSON, so they are plain data: content, and the `data-tina-field` values the
 * editor needs (none in the public build). Each loader is a chunk of its own; React and the
 * forms' libraries come in shared chunks. A page passes the component to `<Island>` itself and
 * takes only types from here, so each page's code (and stylesheet) holds only its own islands.
 */
export const islandLoaders = {
  slideshow: {
    start: 'idle',
    load: () =>
      import(/* webpackChunkName: "island-slideshow" */ '#src/components/hero-slideshow/hero-slideshow').then(
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
