declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.scss';

/** Markdown content files, read at build time (scripts/webpack/markdown-document-loader.ts). */
declare module '*.md' {
  const document: import('./content/markdown-document').MarkdownDocument;
  export default document;
}

/** GraphQL query of each content collection, by name: defined by the build (webpack.config.ts) and jest.config.ts. */
declare const __DOCUMENT_QUERIES__: Readonly<Record<string, string | undefined>>;

/** The folder of each collection of pages' own documents (not site-wide), by name: tina/schema/document-query.ts. */
declare const __PAGE_DOCUMENT_FOLDERS__: Readonly<Record<string, string | undefined>>;

/**
 * Whether this bundle is the editor's (src/entry-editor.tsx: `npm start`, and the preview of a
 * build for TinaCloud): its content follows the owner's unsaved values and its links go through
 * the router. False in the public site's bundles, which then ship none of the editor's code.
 * Defined by webpack.config.ts and jest.config.ts.
 */
declare const __VISUAL_EDITING__: boolean;

/**
 * The day a production build is dated, YYYY-MM-DD on the bar's calendar (scripts/build/build-day.ts):
 * the prerendered notice and holiday hours are those of that day. `null` in the development
 * server. Defined by webpack.config.ts and jest.config.ts.
 */
declare const __BUILD_DAY__: string | null;

/** The build's picture variants (src/pictures/picture-variants.ts); an alias set by webpack.config.ts and jest.config.ts. */
declare module 'picture-variants' {
  const manifest: import('./pictures/picture-variants').PictureManifest;
  export default manifest;
}
