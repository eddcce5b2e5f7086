import {
  fontFilesAttribute,
  webFontsAttribute,
  webFontsStorageKey,
} from '#src/browser/web-fonts/web-fonts-mark';
import { fontFilesIn, webFontsScript, webFontsTag } from './web-fonts-script';

const css =
  '@font-face{font-family:Fraunces;src:url(/assets/fraunces.1a2b.woff2) format("woff2")}' +
  '@font-face{font-family:"DM Sans";src:url("/assets/dm-sans.3c4d.woff2") format("woff2")}' +
  '@font-face{font-family:"DM Sans Fallback: Arial";src:local("Arial")}';
const files = '/assets/fraunces.1a2b.woff2 /assets/dm-sans.3c4d.woff2';

/** Puts the tag into the head as the prerendered HTML does and runs it, as the browser does while reading the head. */
function runTag(tag: string) {
  document.head.innerHTML = tag;
  const script = document.head.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  new Function(script.textContent!)();
}

const marked = () => document.documentElement.hasAttribute(webFontsAttribute);

describe('the head script that draws a page in the web fonts when the browser has them', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(webFontsAttribute);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the stylesheet’s font files, each once, and no local fallback', () => {
    expect(fontFilesIn(css + css)).toEqual(files.split(' '));
    expect(webFontsTag(css)).toContain(`${fontFilesAttribute}="${files}"`);
  });

  it('marks the page once these very files have been fetched on an earlier page', () => {
    localStorage.setItem(webFontsStorageKey, files);
    runTag(webFontsTag(css));
    expect(marked()).toBe(true);
  });

  it('does not mark it for the files of an earlier build, which the browser does not have', () => {
    localStorage.setItem(webFontsStorageKey, '/assets/fraunces.0000.woff2 /assets/dm-sans.0000.woff2');
    runTag(webFontsTag(css));
    expect(marked()).toBe(false);
  });

  it('draws the page in the fallbacks, without an error, where storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => runTag(webFontsTag(css))).not.toThrow();
    expect(marked()).toBe(false);
  });

  it('is one text on every page, whatever the files are called, so one hash allows it', () => {
    const other = webFontsTag(css.replace(/1a2b|3c4d/g, '9999'));
    expect(other).not.toBe(webFontsTag(css));
    expect(other).toContain(`>${webFontsScript}</script>`);
    expect(webFontsTag(css)).toContain(`>${webFontsScript}</script>`);
  });

  it('is left out when the stylesheet names no font file', () => {
    expect(webFontsTag('body{color:red}')).toBe('');
  });

  it('refuses a file name that could end the attribute or the element', () => {
    expect(() => webFontsTag('@font-face{src:url(/assets/a</script><b.woff2)}')).toThrow(
      /Not a font file of the site/,
    );
  });
});
