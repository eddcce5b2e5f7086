/**
 * The site and its pages (settings, links, pictures, the search and sharing texts), wrong in each
 * way the issue found (issue 11, defect 6), written into a copy of the real content: the check
 * must name the file, the field and what it expected. The bar's details and hours:
 * content-rules-business.test.ts; the menu: content-rules-menu.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import { generalTextLimitOf } from '#tina/schema/rules/text-length';
import type { FieldShape } from '#tina/schema/schema-kit';
import { projectRoot } from '#scripts/build/build-output';
import { at, contentCheckCopy, contentFiles, type RefusedChange } from '#tests/unit-support/content-copy';
import { collectionFiles, readDocument } from './content-files';
import { unsafeSvgFiles } from './unsafe-svg-files';

const { root, problemsAfter, problemsWithText } = contentCheckCopy('content-rules-');
const { site, home, seo } = contentFiles;

// The content as it is passes: project-content.test.ts.
describe('the content check refuses well-typed but wrong content', () => {
  it.each<RefusedChange>([
    {
      kind: 'a button to a page the site does not have',
      file: home,
      change: (d) => (at(d, 'slides', 0, 'primaryCta').href = '/catring'),
      field: 'slides[0].primaryCta.href',
      message: /^"\/catring" is not a page of this site\. Expected one of \//,
    },
    {
      kind: 'a menu link to a section the page does not have',
      file: site,
      change: (d) => (at(d, 'navigation', 'orderNow').href = '/ez-cater#order'),
      field: 'navigation.orderNow.href',
      message: /section the page \/ez-cater does not have/,
    },
    {
      kind: 'javascript: in a footer link',
      file: site,
      change: (d) => (at(d, 'footer', 'legalLinks', 0).href = 'javascript:alert(1)'),
      field: 'footer.legalLinks[0].href',
      message: /is refused: javascript:, data: and vbscript: links can run code/,
    },
    {
      kind: 'a card link that is not an address',
      file: home,
      change: (d) => (at(d, 'features', 2, 'link').href = 'www.example.com'),
      field: 'features[2].link.href',
      message: /^Expected a page of this site/,
    },
    {
      kind: 'a picture that does not exist',
      file: home,
      change: (d) => (at(d, 'slides', 1).image = '/images/home/missing.jpg'),
      field: 'slides[1].image',
      message:
        /^the picture "\/images\/home\/missing\.jpg" does not exist: expected the file public\/images\/home\/missing\.jpg/,
    },
    {
      kind: 'a share picture that does not exist',
      file: seo,
      change: (d) => (d.shareImage = '/images/share/old.png'),
      field: 'shareImage',
      message: /does not exist/,
    },
    {
      kind: 'an invalid language code',
      file: seo,
      change: (d) => (d.language = 'en"><script>alert(1)</script>'),
      field: 'language',
      message: /^Write a language code such as en/,
    },
    {
      kind: 'a site address that is not a URL',
      file: seo,
      change: (d) => (d.siteUrl = 'https://[bar'),
      field: 'siteUrl',
      message: /^Write the address as https:\/\//,
    },
    {
      kind: 'a form service address without https',
      file: site,
      change: (d) =>
        Object.assign(at(d, 'forms', 'delivery'), {
          method: 'endpoint',
          endpoint: 'http://formspree.io/f/abc',
        }),
      field: 'forms.delivery.endpoint',
      message: /^Write the full address the form service gave you, starting with https:\/\//,
    },
    {
      kind: 'a form service address with a password',
      file: site,
      change: (d) =>
        Object.assign(at(d, 'forms', 'delivery'), {
          method: 'endpoint',
          endpoint: 'https://me:pw@formspree.io/f/abc',
        }),
      field: 'forms.delivery.endpoint',
      message: /must not hold a user name or password/,
    },
    {
      kind: 'a form service chosen without its address',
      file: site,
      change: (d) => (at(d, 'forms', 'delivery').method = 'endpoint'),
      field: 'forms.delivery.endpoint',
      message: /^Write the form service’s address here/,
    },
    {
      kind: 'a newsletter address that is not one',
      file: site,
      change: (d) => (at(d, 'forms', 'delivery').newsletterEndpoint = 'mailchimp'),
      field: 'forms.delivery.newsletterEndpoint',
      message: /^Write the full address/,
    },
    {
      kind: 'a short name longer than the manifest allows',
      file: seo,
      change: (d) => (d.shortName = 'Vicolo Espresso'),
      field: 'shortName',
      message: /^At most 12 characters fit here; this text has 15/,
    },
    {
      kind: 'a search title too long',
      file: seo,
      change: (d) => (at(d, 'home').title = 'x'.repeat(66)),
      field: 'home.title',
      message: /^At most 65 characters fit here/,
    },
    {
      kind: 'a search description too long',
      file: seo,
      change: (d) => (at(d, 'contact').description = 'x'.repeat(161)),
      field: 'contact.description',
      message: /^At most 160 characters fit here/,
    },
    {
      kind: 'a notice ending before it starts',
      file: site,
      change: (d) =>
        Object.assign(at(d, 'notice'), { text: 'Closed Monday', starts: '2026-12-02', ends: '2026-12-01' }),
      field: 'notice',
      message: /^The notice ends on 2026-12-01, before it starts/,
    },
    {
      kind: 'a status phrase that lost its time',
      file: site,
      change: (d) => (at(d, 'openingStatus').closesAt = 'closes soon'),
      field: 'openingStatus.closesAt',
      message: /^Keep \{time\} in the text/,
    },
    {
      kind: 'too long a line in a list',
      file: site,
      change: (d) => ((at(d, 'footer').services as unknown as string[])[0] = 'x'.repeat(301)),
      field: 'footer.services[0]',
      message: /^At most 300 characters fit here/,
    },
  ])('$kind', ({ file, change, field, message }) => {
    expect(problemsAfter(file, change)).toEqual([
      { file, path: field, message: expect.stringMatching(message) as string },
    ]);
  });

  it.each([
    [
      'a second top-level heading in a legal page',
      (text: string) => text.replace('## What this website collects', '# What this website collects'),
      /^Line \d+ of the text, "What this website collects", is a top-level heading/,
    ],
    [
      'a link to a page the site does not have',
      (text: string) => text.replace('(/contact)', '(/contatti)'),
      /has a link that cannot work: "\/contatti" is not a page of this site/,
    ],
    [
      'javascript: in a markdown link',
      (text: string) => text.replace('(/contact)', '(javascript:alert(1))'),
      /javascript:, data: and vbscript: links can run code/,
    ],
  ])('%s', (_kind, change, message) => {
    const file = 'content/legal/privacy.md';
    expect(problemsWithText(file, change)).toEqual([
      { file, path: 'body', message: expect.stringMatching(message) as string },
    ]);
  });

  describe('a drawing that can run code', () => {
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';
    const dangers =
      'holds a <script> element; an event handler attribute (such as onload). A drawing can run code';
    beforeEach(() => fs.writeFileSync(path.join(root(), 'public/images/home/evil.svg'), evil));
    afterEach(() => fs.rmSync(path.join(root(), 'public/images/home/evil.svg')));

    it('set as a slide’s picture, is refused at its field, naming the file', () => {
      expect(problemsAfter(home, (d) => (at(d, 'slides', 0).image = '/images/home/evil.svg'))).toEqual([
        {
          file: home,
          path: 'slides[0].image',
          message: expect.stringContaining(
            `the drawing "/images/home/evil.svg" (public/images/home/evil.svg) ${dangers}`,
          ) as string,
        },
      ]);
    });

    it('anywhere in public/, is refused by its file', () => {
      expect(unsafeSvgFiles(root())).toEqual([
        { file: 'public/images/home/evil.svg', message: expect.stringContaining(dangers) as string },
      ]);
    });
  });

  it('names 1 MB of text by its field, and the file as too large', () => {
    const problems = problemsAfter(home, (d) => (at(d, 'banner').text = 'x'.repeat(1_000_000)));
    expect(problems).toEqual([
      {
        file: home,
        message: expect.stringMatching(/^is 1,00\d KB; a content file may be at most 100 KB\./) as string,
      },
      {
        file: home,
        path: 'banner.text',
        message: 'At most 1,500 characters fit here; this text has 1,000,000. Shorten it by 998,500.',
      },
    ]);
  });

  // Windows line endings and a byte-order mark, in JSON and markdown: problems-in-content.test.ts.
});

/** Every free-text value of a document with its field's general limit. */
function textsWithLimits(fields: readonly FieldShape[], value: unknown): { text: string; limit: number }[] {
  if (typeof value !== 'object' || value === null) {
    return [];
  }
  const record = value as Record<string, unknown>;
  return fields.flatMap((field) => {
    const child = record[field.name];
    const values: unknown[] = Array.isArray(child) ? child : [child];
    if (field.fields) {
      return values.flatMap((item) => textsWithLimits(field.fields ?? [], item));
    }
    const limit = generalTextLimitOf(field);
    return limit === undefined
      ? []
      : values.filter((text) => typeof text === 'string').map((text) => ({ text, limit }));
  });
}

describe('the general text limits', () => {
  it('leave the stored content at most half of each limit', () => {
    const texts = contentCollections.flatMap((collection) =>
      collectionFiles(collection).flatMap((file) => {
        const document = readDocument(
          collection,
          fs.readFileSync(path.join(projectRoot, file), 'utf8'),
          file,
        );
        return textsWithLimits(collection.fields, document);
      }),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(
      texts.filter(({ text, limit }) => text.length > limit / 2).map(({ text }) => text.slice(0, 40)),
    ).toEqual([]);
  });
});
