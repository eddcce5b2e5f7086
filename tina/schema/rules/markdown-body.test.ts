import { checkPageText } from './markdown-body';

describe('checkPageText, the text of a legal page', () => {
  it('accepts ## sections, a # inside code and links that lead somewhere', () => {
    const text =
      '## Data\n\nSee the [contact page](/contact#social) or [write](mailto:ciao@bar.example).\n\n```\n# not a heading\n```\n';
    expect(checkPageText(text)).toBeUndefined();
  });

  it.each([
    ['a # heading', 'Intro\n\n# Privacy\n\nText.\n', 3],
    ['a heading underlined with ===', 'Intro\n\nPrivacy\n=======\n\nText.\n', 3],
  ])('refuses %s, which would be a second <h1> after the page heading', (_kind, text, line) => {
    expect(checkPageText(text)).toBe(
      `Line ${line} of the text, "Privacy", is a top-level heading (# or a line underlined with ===), but the page heading is the page's only one: start sections with ## instead.`,
    );
  });

  // A link to a page the site does not have: scripts/content/content-rules.test.ts.
  it.each([
    ['an inline link', '[click](javascript:alert(1))'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['a data: picture', '![pic](data:image/png;base64,iVBORw0KGgo=)'],
  ])('refuses javascript: or data: in %s', (_kind, text) => {
    expect(checkPageText(text)).toMatch(
      /javascript:, data: and vbscript: (links can run code|addresses are refused)/,
    );
  });
});

describe('checkPageText on links written with character references', () => {
  it('refuses javascript: spelled with an HTML entity, which markdown decodes', () => {
    expect(checkPageText('[click](&#106;avascript:alert(1))')).toMatch('links can run code');
  });
});
