/** The name of the `<meta>` element that carries a build's id in every page (scripts/prerender/prerender.ts). */
export const buildIdMeta = 'build-id';

export const buildIdIn = (html: string) =>
  new RegExp(`<meta name="${buildIdMeta}" content="([0-9a-f]+)">`).exec(html)?.[1];
