/**
 * The site's language as a BCP 47 tag (en, en-US, it): written into `<html lang>` and the
 * web manifest, so only letters, digits and hyphens, and only a tag the browser knows.
 */
export function checkLanguageTag(value: string): string | undefined {
  const refusal = `Write a language code such as en, en-US or it; found ${JSON.stringify(value)}.`;
  if (!/^[A-Za-z0-9-]+$/.test(value)) {
    return refusal;
  }
  try {
    Intl.getCanonicalLocales(value);
    return undefined;
  } catch {
    return refusal;
  }
}
