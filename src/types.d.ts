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
