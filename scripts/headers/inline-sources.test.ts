import { createHash } from 'node:crypto';
import { blockedInlineCodeIn, inlineSourcesOf } from './inline-sources';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline code of the pages', () => {
  it('is allowed by the hash of each inline script and style, and of the style a <noscript> holds; data blocks are not code', () => {
    const page = `<!doctype html><html><head><style>a{color:red}</style>
      <noscript><style>.menu{display:flex}</style></noscript>
      <script type="application/ld+json">{"@type":"CafeOrCoffeeShop"}</script></head>
      <body><script src="/assets/main.js"></script><script>start()</script>
      <script type="application/json" id="page-hints">{"home":{"files":[]}}</script></body></html>`;
    expect(inlineSourcesOf([page, page])).toEqual({
      scripts: [hash('start()')],
      styles: [hash('a{color:red}'), hash('.menu{display:flex}')].sort(),
    });
  });

  it.each([
    ['an event handler', '<img src="/a.png" alt="" onerror="alert(1)">', 'onerror'],
    ['a style attribute', '<p style="color:red">x</p>', 'style'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'href'],
    ['a javascript: link hidden by a tab and case', '<a href=" jav&#9;aScript:alert(1)">x</a>', 'href'],
    ['a handler inside <noscript>', '<noscript><p onclick="x()">x</p></noscript>', 'onclick'],
  ])('finds %s, which the policy would block', (_kind, body, attribute) => {
    expect(blockedInlineCodeIn(`<!doctype html><html><body>${body}</body></html>`)).toContain(attribute);
  });

  it('does not mistake text that looks like an attribute for one', () => {
    const page =
      '<!doctype html><meta name="description" content="style=bold onclick=x"><p>style="x" onload=y</p>';
    expect(blockedInlineCodeIn(page)).toBeUndefined();
  });
});
