import seoJson from '#content/site/seo.json';
import { checkLanguageTag } from './language-tag';

describe('checkLanguageTag', () => {
  it.each([seoJson.language, 'en-US', 'it', 'zh-Hant-TW'])('accepts %p', (tag) => {
    expect(checkLanguageTag(tag)).toBeUndefined();
  });

  it.each([
    ['markup', 'en"><script>alert(document.domain)</script>'],
    ['a space', 'en US'],
    ['an underscore', 'en_US'],
    ['a tag the browser does not know', 'englishxx'],
    ['a tag with an empty part', 'en--US'],
  ])('refuses %s', (_kind, tag) => {
    expect(checkLanguageTag(tag)).toBe(
      `Write a language code such as en, en-US or it; found ${JSON.stringify(tag)}.`,
    );
  });
});
