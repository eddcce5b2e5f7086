/**
 * A stylesheet of the editor imported as its text (`import sheet from './x.css' with { type: 'text' }`):
 * Tina builds tina/config.ts with esbuild, which inlines the file's text for that attribute, and the
 * editor inserts it in a `<style>` element. The site's own styles are Sass, built by webpack.
 */
declare module '*.css' {
  const text: string;
  export default text;
}
