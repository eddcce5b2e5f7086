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
