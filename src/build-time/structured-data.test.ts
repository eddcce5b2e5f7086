import fs from 'node:fs';
import path from 'node:path';
import type { BusinessContent } from '#src/content/business';
import { business, seo, site } from '#src/content/built-site-documents';
import { siteFiles } from './site-files';

/**
 * The structured data as a search engine gets it: the element the build puts in
 * every page's head (site-files.ts, from content/site/*.json), read out of
 * the HTML by an HTML parser. Expected values come from the content files and
 * from Google's local-business documentation
 * (developers.google.com/search/docs/appearance/structured-data/local-business)
 * and schema.org's OpeningHoursSpecification, never from the code under test.
 */

interface OpeningHoursSpecification {
  '@type': string;
  dayOfWeek: string | string[];
  opens: string;
  closes: string;
}

/** The properties read here; JSON.parse gives no guarantee, which the assertions supply. */
interface LocalBusinessJsonLd {
  '@context': string;
  '@type': string;
  name: string;
  url: string;
  image: string;
  telephone: string;
  email: string;
  priceRange: string;
  sameAs: string[];
  hasMenu: string;
  address: Record<string, string>;
  openingHoursSpecification: OpeningHoursSpecification | OpeningHoursSpecification[];
  specialOpeningHoursSpecification?: (Omit<OpeningHoursSpecification, 'dayOfWeek'> & {
    validFrom: string;
    validThrough: string;
  })[];
}

const colours = { theme: '#3b2416', background: '#fbf6ee' };
const builtFromContent = siteFiles(colours).structuredData;

/** A page as the prerender writes it: the structured data among the head tags, the page's text in the body. */
function pageWith(structuredData: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><title>Contact</title>${structuredData}</head>` +
      '<body><div id="root"><h1>Contact</h1></div></body></html>',
    'text/html',
  );
}

/** Every JSON-LD block a search engine finds on the page, parsed. */
function jsonLdOn(page: Document): LocalBusinessJsonLd[] {
  return [...page.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as LocalBusinessJsonLd,
  );
}

function onlyJsonLdIn(structuredData: string): LocalBusinessJsonLd {
  const blocks = jsonLdOn(pageWith(structuredData));
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
}

/** Day → the hours a search engine reads for it ("06:00–18:00"); a day listed twice would show two entries. */
function hoursByDay(
  specification: LocalBusinessJsonLd['openingHoursSpecification'],
): Record<string, string[]> {
  const byDay: Record<string, string[]> = {};
  for (const { dayOfWeek, opens, closes } of [specification].flat()) {
    for (const day of [dayOfWeek].flat()) {
      (byDay[day] ??= []).push(`${opens}–${closes}`);
    }
  }
  return byDay;
}

/** The same, as the owner wrote it in content/site/business.json (one line per group of days). */
function hoursByDayIn(content: BusinessContent): Record<string, string[]> {
  return Object.fromEntries(
    content.hours.flatMap((line) => line.days.map((day) => [day, [`${line.opens}–${line.closes}`]])),
  );
}

/** The members of schema.org's DayOfWeek enumeration, by name or by full address. */
const schemaOrgDay =
  /^(https:\/\/schema\.org\/)?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|PublicHolidays)$/;
/** schema.org Time as Google's examples write it: 24-hour HH:MM, seconds optional. */
const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A structured-data element built as the build builds it, from these business facts instead of the file's. */
async function builtWithBusiness(changed: BusinessContent): Promise<string> {
  let structuredData = '';
  await jest.isolateModulesAsync(async () => {
    jest.doMock('#content/site/business.json', () => changed);
    const { siteFiles: buildWithChangedContent } = await import('./site-files');
    structuredData = buildWithChangedContent(colours).structuredData;
  });
  return structuredData;
}

describe('the structured data search engines read in the head of every page', () => {
  const blocks = jsonLdOn(pageWith(builtFromContent));
  const data = blocks[0]!;

  // One block, a schema.org CafeOrCoffeeShop (a LocalBusiness Google shows in local results),
  // typed against the vocabulary by schema-dts (structured-data.ts).
  it('has the properties Google requires of a local business, as the content states them', () => {
    expect(data['@type']).toBe('CafeOrCoffeeShop');
    expect(data.name).toBe(site.brand.name);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    });
    // Google asks for the country as a two-letter ISO 3166-1 code.
    expect(data.address.addressCountry).toMatch(/^[A-Z]{2}$/);
  });

  it('has the properties Google recommends, pointing at what the site really serves', () => {
    expect(data.telephone).toBe(business.phone);
    // "Be sure to include the country code and area code."
    expect(data.telephone).toMatch(/^\+\d/);
    // The url must be a working link: the home page, as the sitemap lists it.
    expect(siteFiles(colours).files['sitemap.xml']).toContain(`<loc>${data.url}</loc>`);
    expect(data.url).toBe(`${seo.siteUrl}/`);
    // The share picture, at the site's address, and a file the build publishes, 1200 × 630 as link
    // previews draw it (a PNG's width and height sit at bytes 16-23 of its header).
    expect(data.image).toBe(seo.siteUrl + seo.shareImage);
    const share = fs.readFileSync(path.join(__dirname, '../../public', new URL(data.image).pathname));
    expect([share.readUInt32BE(16), share.readUInt32BE(20)]).toEqual([1200, 630]);
    // "Shorter than 100 characters": a range or a number of currency signs.
    expect(data.priceRange).toBe(business.priceRange);
    expect(data.priceRange.length).toBeLessThan(100);
    expect(data.email).toBe(business.email);
    expect(data.sameAs).toEqual(business.social.map((profile) => profile.url));
    expect(data.hasMenu).toBe(`${seo.siteUrl}/menu`);
  });

  it('writes the opening hours in schema.org’s OpeningHoursSpecification form', () => {
    const specifications = [data.openingHoursSpecification].flat();
    expect(specifications.length).toBeGreaterThan(0);
    for (const specification of specifications) {
      expect(specification['@type']).toBe('OpeningHoursSpecification');
      for (const day of [specification.dayOfWeek].flat()) {
        expect(day).toMatch(schemaOrgDay);
      }
      expect(specification.opens).toMatch(timeOfDay);
      expect(specification.closes).toMatch(timeOfDay);
    }
  });

  // Each day at the hours of content/site/business.json, and closed on the days it lists none.
  it('follows the content: a different closing hour is what search engines are told', async () => {
    const [weekdays, ...otherLines] = business.hours;
    const changed: BusinessContent = {
      ...business,
      hours: [{ ...weekdays!, closes: '17:30' }, ...otherLines],
    };
    const hours = hoursByDay(onlyJsonLdIn(await builtWithBusiness(changed)).openingHoursSpecification);
    for (const day of weekdays!.days) {
      expect(hours[day]).toEqual([`${weekdays!.opens}–17:30`]);
    }
    expect(hours).toEqual(hoursByDayIn(changed));
  });

  it('carries the coming holiday and special hours, one date each; a closed day opens and closes at 00:00', async () => {
    // The unit tests' build is dated 2026-11-25 (jest.config.ts); a date before it is past.
    const data = onlyJsonLdIn(
      await builtWithBusiness({
        ...business,
        specialHours: [
          { date: '2026-11-24', closed: true, note: 'Yesterday' },
          { date: '2026-12-24', opens: '06:00', closes: '14:00', note: 'Christmas Eve' },
          { date: '2026-12-25', closed: true, note: 'Christmas Day' },
        ],
      }),
    );
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '06:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it('keeps hostile text in the content as text: it cannot end the script element or add one', async () => {
    const hostile = '</script><script>alert(1)</script><!--<script>';
    const structuredData = await builtWithBusiness({
      ...business,
      address: { ...business.address, street: hostile },
    });
    const page = pageWith(structuredData);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.body.innerHTML).toBe('<div id="root"><h1>Contact</h1></div>');
    expect(onlyJsonLdIn(structuredData).address.streetAddress).toBe(hostile);
  });
});
