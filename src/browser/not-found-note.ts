/**
 * On the not-found page, writes the address the visitor tried to the browser's console, as the
 * original site did: the line helps whoever follows up a broken link.
 */
export function reportNotFound(path: string): void {
  console.error('404 Error: User attempted to access non-existent route:', path);
}

/** The public page's part: the build marks the not-found page's content. */
export function noteNotFound(): void {
  if (document.querySelector('[data-not-found]')) {
    reportNotFound(window.location.pathname);
  }
}
