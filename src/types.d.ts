declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.scss';

/**
 * Markdown content files, read at build time (scripts/webpack/markdown-document-loader.ts):
 * the front matter, and the body as text (builds for the visual editor) or compiled.
 */
declare module '*.md' {
  const document: import('./content/markdown-document').MarkdownDocument<
    import('../site/markdown-format').MarkdownBody
  >;
  export default document;
}

/** GraphQL query of each content collection, by name: defined by the build (webpack.config.ts) and jest.config.ts. */
declare const __DOCUMENT_QUERIES__: Readonly<Record<string, string | undefined>>;

/**
 * Whether this build can be shown in TinaCMS's visual editor: true for `npm start` (and
 * for builds with Tina's hosted backend), false for the public static site, which then
 * ships none of the editor's code. Defined by webpack.config.ts and jest.config.ts.
 */
declare const __VISUAL_EDITING__: boolean;

/** The build's picture variants (src/pictures/picture-variants.ts); an alias set by webpack.config.ts and jest.config.ts. */
declare module 'picture-variants' {
  const manifest: import('./pictures/picture-variants').PictureManifest;
  export default manifest;
}
