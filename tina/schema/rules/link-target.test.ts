import { checkLinkTarget, linkTargetProblem } from './link-target';

describe('checkLinkTarget, where a button, menu entry or link may lead', () => {
  // Every link in the content accepted, a page the site does not have, javascript: in a footer link:
  // scripts/content/content-rules.test.ts, through the content check.
  it.each([
    '/',
    '/contact',
    '/ez-cater#request',
    '/logistics#pricing',
    '/menu',
    '/menu#gelato',
    'https://www.example.com/a?b=1',
    'mailto:ciao@bar.example',
    'tel:+15550142200',
  ])('accepts %s', (link) => {
    expect(checkLinkTarget(link)).toBeUndefined();
  });

  it('refuses a section the page does not have, listing the sections it has', () => {
    expect(checkLinkTarget('/ez-cater#order')).toBe(
      '"/ez-cater#order" leads to a section the page /ez-cater does not have (its sections are #tiers, #service-days, #request).',
    );
    expect(checkLinkTarget('/privacy#top')).toMatch('(it has none)');
    expect(checkLinkTarget('/ez-cater#request#x')).toMatch('does not have');
  });

  it('refuses a menu section written otherwise than its name makes it, and checks it exists only with the content', () => {
    expect(checkLinkTarget('/menu#Gelato')).toBe(
      '"/menu#Gelato": write the section as its name makes it, in small letters with - between words, e.g. /menu#gelato.',
    );
    expect(linkTargetProblem('/menu#gelato', { menu: ['gelato'] })).toBeUndefined();
    expect(linkTargetProblem('/menu#sorbet', { menu: ['gelato', 'pastries'] })).toBe(
      '"/menu#sorbet" leads to a section the page /menu does not have (its sections are #gelato, #pastries).',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'https://example.com/?next=javascript:alert(1)',
  ])('refuses %p, which could run code', (link) => {
    expect(checkLinkTarget(link)).toMatch(
      /is refused: javascript:, data: and vbscript: links can run code\./,
    );
  });

  it('accepts an address that merely contains the word data', () => {
    expect(checkLinkTarget('https://example.com/metadata:v1')).toBeUndefined();
  });

  it('refuses an insecure http:// address', () => {
    expect(checkLinkTarget('http://example.com')).toBe(
      '"http://example.com" is not a secure address: write https:// instead of http://.',
    );
  });

  it('refuses a mailto: without an email address and a tel: without a phone number', () => {
    expect(checkLinkTarget('mailto:not-an-email')).toMatch('after mailto: write an email address');
    expect(checkLinkTarget('tel:call us')).toMatch('after tel: write a phone number');
  });

  it.each(['contact', '#request', '//evil.example/page', 'www.example.com', 'ftp://example.com', 'https://'])(
    'refuses %p, which is neither a page nor a full address',
    (link) => {
      expect(checkLinkTarget(link)).toMatch(/(Expected a page of this site|is not a page of this site)/);
    },
  );
});
