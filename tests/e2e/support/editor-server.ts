/** Where the editor suite's `npm start` serves the site and the editor (playwright.editor.config.ts). */
export const siteUrl = 'http://localhost:3000';
