declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.scss';

/** Markdown content files, bundled as their text (webpack `asset/source`). */
declare module '*.md' {
  const source: string;
  export default source;
}

/** GraphQL query of each content collection, by name: defined by the build (webpack.config.ts) and jest.config.ts. */
declare const __DOCUMENT_QUERIES__: Readonly<Record<string, string | undefined>>;

/**
 * Whether this build can be shown in TinaCMS's visual editor: true for `npm start` (and
 * for builds with Tina's hosted backend), false for the public static site, which then
 * ships none of the editor's code. Defined by webpack.config.ts and jest.config.ts.
 */
declare const __VISUAL_EDITING__: boolean;
