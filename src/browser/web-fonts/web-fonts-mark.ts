/**
 * The names the head script (scripts/fonts/web-fonts-script.ts), the stylesheet (src/styles/_fonts.scss)
 * and the fetch (load-web-fonts.ts) of the web fonts share (decision 016).
 */

/** Set on `<html>`: draw the page in the web fonts. Without it, in their metric-matched fallbacks. */
export const webFontsAttribute = 'data-web-fonts';

/** On the head script: the font files this build draws in, space-separated. */
export const fontFilesAttribute = 'data-font-files';

/** In `localStorage`: the font files this browser has fetched in full, as the head script lists them. */
export const webFontsStorageKey = 'vicolo:web-fonts';

/** The families of the site's @font-face rules that are web fonts (scripts/fonts/site-fonts.ts declares them). */
export const webFontFamilies: readonly string[] = ['Fraunces', 'DM Sans'];
