/**
 * Each kind of wrong content the issue found (issue 11, defect 6), written into a copy of
 * the real content: the check must name the file, the field and what it expected.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '#tina/schema/content-collections';
import { generalTextLimitOf } from '#tina/schema/rules/text-length';
import type { FieldShape } from '#tina/schema/schema-kit';
import { checkContent, type FileProblem } from './problems-in-content';
import { projectRoot } from '#scripts/build/build-output';
import { collectionFiles, readDocument } from './content-files';
import { unsafeSvgFiles } from './unsafe-svg-files';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-rules-'));
  for (const dir of ['content', 'public']) {
    fs.cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Json = Record<string, unknown>;

/** The problems found after changing one JSON file; the file is restored afterwards. */
function problemsAfter(file: string, change: (document: Json) => void): FileProblem[] {
  const full = path.join(root, file);
  const original = fs.readFileSync(full, 'utf8');
  const document = JSON.parse(original) as Json;
  change(document);
  fs.writeFileSync(full, JSON.stringify(document, null, 2));
  try {
    return checkContent(contentCollections, root);
  } finally {
    fs.writeFileSync(full, original);
  }
}

/** The problems found after replacing the text of one file. */
function problemsWithText(file: string, change: (text: string) => string): FileProblem[] {
  const full = path.join(root, file);
  const original = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, change(original));
  try {
    return checkContent(contentCollections, root);
  } finally {
    fs.writeFileSync(full, original);
  }
}

const at = (document: Json, ...keys: (string | number)[]): Json =>
  keys.reduce<Json>((value, key) => (value as Record<string | number, Json>)[key] as Json, document);

const site = 'content/site/site.json';
const home = 'content/pages/home.json';
const business = 'content/site/business.json';
const seo = 'content/site/seo.json';
const menu = 'content/pages/menu.json';

// The content as it is passes: project-content.test.ts.
describe('the content check refuses well-typed but wrong content', () => {
  it.each<[string, string, (document: Json) => void, string, RegExp]>([
    [
      'a button to a page the site does not have',
      home,
      (d) => (at(d, 'slides', 0, 'primaryCta').href = '/catring'),
      'slides[0].primaryCta.href',
      /^"\/catring" is not a page of this site\. Expected one of \//,
    ],
    [
      'a menu link to a section the page does not have',
      site,
      (d) => (at(d, 'navigation', 'orderNow').href = '/ez-cater#order'),
      'navigation.orderNow.href',
      /section the page \/ez-cater does not have/,
    ],
    [
      'javascript: in a footer link',
      site,
      (d) => (at(d, 'footer', 'legalLinks', 0).href = 'javascript:alert(1)'),
      'footer.legalLinks[0].href',
      /is refused: javascript:, data: and vbscript: links can run code/,
    ],
    [
      'a card link that is not an address',
      home,
      (d) => (at(d, 'features', 2, 'link').href = 'www.example.com'),
      'features[2].link.href',
      /^Expected a page of this site/,
    ],
    [
      'a picture that does not exist',
      home,
      (d) => (at(d, 'slides', 1).image = '/images/home/missing.jpg'),
      'slides[1].image',
      /^the picture "\/images\/home\/missing\.jpg" does not exist: expected the file public\/images\/home\/missing\.jpg/,
    ],
    [
      'a share picture that does not exist',
      seo,
      (d) => (d.shareImage = '/images/share/old.png'),
      'shareImage',
      /does not exist/,
    ],
    [
      'not-an-email as the email',
      business,
      (d) => (d.email = 'not-an-email'),
      'email',
      /^Write an email address/,
    ],
    [
      'words as the phone',
      business,
      (d) => (d.phone = 'call the bar'),
      'phone',
      /^Write a phone number with 7 to 15 digits/,
    ],
    [
      'a map link that is not a URL',
      business,
      (d) => (at(d, 'address').mapUrl = 'the square'),
      'address.mapUrl',
      /^Write a complete web address starting with https:\/\//,
    ],
    [
      'a profile that is not https',
      business,
      (d) => (at(d, 'social', 1).url = 'http://facebook.com/bar'),
      'social[1].url',
      /^Write a complete web address starting with https:\/\//,
    ],
    [
      'hours that close before they open',
      business,
      (d) => Object.assign(at(d, 'hours', 0), { opens: '18:00', closes: '06:00' }),
      'hours',
      /^Line 1 \(Mon-Fri\) closes at 06:00, which is not after it opens \(18:00\)/,
    ],
    [
      'a day in two lines',
      business,
      (d) => (at(d, 'hours', 1).days = ['Friday', 'Saturday']),
      'hours',
      /^Friday is in two lines \(1 and 2\)/,
    ],
    [
      'a line without days',
      business,
      (d) => (at(d, 'hours', 1).days = []),
      'hours[1].days',
      /^Choose at least one day/,
    ],
    [
      'an invalid language code',
      seo,
      (d) => (d.language = 'en"><script>alert(1)</script>'),
      'language',
      /^Write a language code such as en/,
    ],
    [
      'a site address that is not a URL',
      seo,
      (d) => (d.siteUrl = 'https://[bar'),
      'siteUrl',
      /^Write the address as https:\/\//,
    ],
    [
      'a form service address without https',
      site,
      (d) =>
        Object.assign(at(d, 'forms', 'delivery'), {
          method: 'endpoint',
          endpoint: 'http://formspree.io/f/abc',
        }),
      'forms.delivery.endpoint',
      /^Write the full address the form service gave you, starting with https:\/\//,
    ],
    [
      'a form service address with a password',
      site,
      (d) =>
        Object.assign(at(d, 'forms', 'delivery'), {
          method: 'endpoint',
          endpoint: 'https://me:pw@formspree.io/f/abc',
        }),
      'forms.delivery.endpoint',
      /must not hold a user name or password/,
    ],
    [
      'a form service chosen without its address',
      site,
      (d) => (at(d, 'forms', 'delivery').method = 'endpoint'),
      'forms.delivery.endpoint',
      /^Write the form service’s address here/,
    ],
    [
      'a newsletter address that is not one',
      site,
      (d) => (at(d, 'forms', 'delivery').newsletterEndpoint = 'mailchimp'),
      'forms.delivery.newsletterEndpoint',
      /^Write the full address/,
    ],
    [
      'a short name longer than the manifest allows',
      seo,
      (d) => (d.shortName = 'Vicolo Espresso'),
      'shortName',
      /^At most 12 characters fit here; this text has 15/,
    ],
    [
      'a search title too long',
      seo,
      (d) => (at(d, 'home').title = 'x'.repeat(66)),
      'home.title',
      /^At most 65 characters fit here/,
    ],
    [
      'a search description too long',
      seo,
      (d) => (at(d, 'contact').description = 'x'.repeat(161)),
      'contact.description',
      /^At most 160 characters fit here/,
    ],
    [
      'a time zone that is not an IANA name',
      business,
      (d) => (d.timeZone = 'Eastern Time'),
      'timeZone',
      /^Write the time zone as its IANA name/,
    ],
    [
      'a holiday on a date that does not exist',
      business,
      (d) => (at(d, 'specialHours', 1).date = '2026-02-30'),
      'specialHours[1].date',
      /^Write a real date as YYYY-MM-DD/,
    ],
    [
      'special hours that close before they open',
      business,
      (d) => Object.assign(at(d, 'specialHours', 0), { opens: '14:00', closes: '06:00' }),
      'specialHours',
      /^Line 1 \(2026-12-24\) closes at 06:00, which is not after it opens/,
    ],
    [
      'a holiday date given twice',
      business,
      (d) => (at(d, 'specialHours', 1).date = '2026-12-24'),
      'specialHours',
      /^2026-12-24 is in two lines \(1 and 2\)/,
    ],
    [
      'a notice ending before it starts',
      site,
      (d) =>
        Object.assign(at(d, 'notice'), { text: 'Closed Monday', starts: '2026-12-02', ends: '2026-12-01' }),
      'notice',
      /^The notice ends on 2026-12-01, before it starts/,
    ],
    [
      'a status phrase that lost its time',
      site,
      (d) => (at(d, 'openingStatus').closesAt = 'closes soon'),
      'openingStatus.closesAt',
      /^Keep \{time\} in the text/,
    ],
    [
      'too long a line in a list',
      site,
      (d) => ((at(d, 'footer').services as unknown as string[])[0] = 'x'.repeat(301)),
      'footer.services[0]',
      /^At most 300 characters fit here/,
    ],
    [
      'a menu price below zero',
      menu,
      (d) => (at(d, 'sections', 3, 'items', 0).price = -1),
      'sections[3].items[0].price',
      /^A price cannot be below zero/,
    ],
    [
      'a size’s price with three decimals',
      menu,
      (d) => (at(d, 'sections', 0, 'items', 0, 'sizes', 1).price = 3.755),
      'sections[0].items[0].sizes[1].price',
      /^A price has at most two decimals \(dollars and cents\), e\.g\. 3\.50; found 3\.755/,
    ],
    [
      'two items of one name in a section',
      menu,
      (d) => (at(d, 'sections', 2, 'items', 1).name = 'Pistachio'),
      'sections[2].items',
      /^Items 1 and 2 are both called "Pistachio"/,
    ],
    [
      'an empty section',
      menu,
      (d) => (at(d, 'sections', 1).items = [] as unknown as Json),
      'sections[1].items',
      /^A section needs at least one item/,
    ],
    [
      'a season that ends before it starts',
      menu,
      (d) => (at(d, 'sections', 2, 'items', 0).season = { starts: '2026-11-30', ends: '2026-10-01' }),
      'sections[2].items[0].season',
      /^The season ends on 2026-10-01, before it starts \(2026-11-30\)/,
    ],
    [
      'two sizes of one name',
      menu,
      (d) => (at(d, 'sections', 2, 'items', 0, 'sizes', 1).name = 'Cup'),
      'sections[2].items[0].sizes',
      /^Sizes 1 and 2 are both called "Cup"/,
    ],
    [
      'an allergen not on the list',
      menu,
      (d) => (at(d, 'sections', 0, 'items', 1).allergens = ['milk', 'nuts'] as unknown as Json),
      'sections[0].items[1].allergens[1]',
      /^expected one of "milk", "egg", .*"sesame", found the text "nuts"/,
    ],
    [
      'a dietary mark not on the list',
      menu,
      (d) => (at(d, 'sections', 0, 'items', 0).marks = ['keto'] as unknown as Json),
      'sections[0].items[0].marks[0]',
      /^expected one of "vegan", "vegetarian", "gluten-free", "dairy-free", found the text "keto"/,
    ],
    [
      'an item with both a price and sizes',
      menu,
      (d) => (at(d, 'sections', 0, 'items', 0).price = 3),
      'sections[0].items',
      /^Item 1 \(Espresso\) has a price and sizes/,
    ],
  ])('%s', (_kind, file, change, field, message) => {
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
    beforeEach(() => fs.writeFileSync(path.join(root, 'public/images/home/evil.svg'), evil));
    afterEach(() => fs.rmSync(path.join(root, 'public/images/home/evil.svg')));

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
      expect(unsafeSvgFiles(root)).toEqual([
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
