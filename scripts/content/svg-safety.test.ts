import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#scripts/build/build-output';
import { svgDangers, svgFilesIn } from './svg-safety';

const drawing = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inside}</svg>`;

describe('svgDangers', () => {
  it('finds nothing in the drawings the site ships', () => {
    const files = svgFilesIn(projectRoot);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      expect([file, svgDangers(fs.readFileSync(path.join(projectRoot, file), 'utf8'))]).toEqual([file, []]);
    }
  });

  it('allows references inside the drawing', () => {
    expect(
      svgDangers(
        drawing(
          '<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/><use xlink:href="#g"/>',
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ['a script', drawing('<script>alert(1)</script>'), 'a <script> element'],
    ['a prefixed script', drawing('<svg:script>alert(1)</svg:script>'), 'a <script> element'],
    ['an onload handler', drawing('', ' onload="alert(1)"'), 'an event handler attribute (such as onload)'],
    [
      'a handler on a shape',
      drawing('<rect ONCLICK = "alert(1)"/>'),
      'an event handler attribute (such as onload)',
    ],
    [
      'foreignObject',
      drawing('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      'a <foreignObject> element (HTML inside the drawing)',
    ],
    [
      'an iframe',
      drawing('<iframe src="#x"/>'),
      'an element that loads or runs other content (iframe, embed, object, handler)',
    ],
    [
      'a javascript: link',
      drawing('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'),
      'a javascript:, vbscript: or data:text/html address',
    ],
    [
      'an encoded javascript: link',
      drawing('<a xlink:href="java&#x73;cript&#58;alert(1)">x</a>'),
      'a javascript:, vbscript: or data:text/html address',
    ],
    [
      'a picture from elsewhere',
      drawing('<image href="https://tracker.example/pixel.png"/>'),
      'a link or reference to another file or address (only #references inside the drawing are allowed)',
    ],
    [
      'a stylesheet from elsewhere',
      drawing('<style>@import "https://example.com/x.css";</style>'),
      'a url(…) or @import that reaches outside the drawing',
    ],
    [
      'a fill from another file',
      drawing('<rect fill="url(other.svg#g)"/>'),
      'a url(…) or @import that reaches outside the drawing',
    ],
    [
      'an entity declaration',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${drawing('<text>&x;</text>')}`,
      'a DOCTYPE, entity or stylesheet declaration',
    ],
  ])('refuses %s', (_kind, svg, danger) => {
    expect(svgDangers(svg)).toContain(danger);
  });
});
