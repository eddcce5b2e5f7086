import businessJson from '../../content/site/business.json';
import seoJson from '../../content/site/seo.json';
import siteJson from '../../content/site/site.json';
import type { BusinessContent } from '../../tina/collections/business';
import type { SeoContent } from '../../tina/collections/seo';
import { formatOpeningHours } from '../content/opening-hours';
import { cafeStructuredData, structuredDataScript } from './structured-data';

const business: BusinessContent = businessJson;
const seo: SeoContent = seoJson;
const data = cafeStructuredData(business, seo, siteJson.brand.name);

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const absoluteUrl = /^https:\/\/[^\s/]+(\/\S*)?$/;

/**
 * What schema.org and Google's local-business guidelines ask of a
 * CafeOrCoffeeShop: the properties, their types and formats. A check that
 * fails names the property, so a bad edit of the business facts is easy to find.
 */
describe('the structured data (JSON-LD) of the bar', () => {
  it('is a schema.org CafeOrCoffeeShop with every property search engines use', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: 'Vicolo Espresso',
      url: `${seo.siteUrl}/`,
      image: seo.siteUrl + seo.shareImage,
      telephone: business.phone,
      email: business.email,
      priceRange: business.priceRange,
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.address.street,
        addressLocality: business.address.locality,
        addressRegion: business.address.region,
        postalCode: business.address.postalCode,
        addressCountry: business.address.country,
      },
      sameAs: business.social.map((profile) => profile.url),
    });
  });

  it('has values in the formats schema.org expects', () => {
    for (const [property, value] of Object.entries({
      '@id': data['@id'],
      url: data.url,
      image: data.image,
      hasMap: data.hasMap,
      ...Object.fromEntries(data.sameAs.map((url, index) => [`sameAs[${index}]`, url])),
    })) {
      expect([property, value]).toEqual([property, expect.stringMatching(absoluteUrl)]);
    }
    expect(data.telephone).toMatch(/^\+[\d ()-]{7,}$/);
    expect(data.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(data.priceRange).toMatch(/^\${1,4}$/);
    expect(data.address.addressCountry).toMatch(/^[A-Z]{2}$/);
    for (const text of [data.name, ...Object.values(data.address)]) expect(text.trim()).not.toBe('');
  });

  it('has opening hours from the same list the contact page shows, one entry per line', () => {
    expect(data.openingHoursSpecification).toHaveLength(business.hours.length);
    data.openingHoursSpecification.forEach((specification, index) => {
      const shown = business.hours[index]!;
      expect(specification).toEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: shown.days,
        opens: shown.opens,
        closes: shown.closes,
      });
      for (const day of specification.dayOfWeek) expect(schemaDays).toContain(day);
      expect(specification.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(specification.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(specification.opens < specification.closes).toBe(true);
    });
  });

  it('says the same hours as the lines on the contact page (spec §9)', () => {
    expect(business.hours.map(formatOpeningHours)).toEqual([
      'Mon-Fri 6:00 AM to 6:00 PM',
      'Sat-Sun 7:00 AM to 7:00 PM',
    ]);
    expect(
      data.openingHoursSpecification.map(({ dayOfWeek, opens, closes }) => [dayOfWeek, opens, closes]),
    ).toEqual([
      [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '06:00', '18:00'],
      [['Saturday', 'Sunday'], '07:00', '19:00'],
    ]);
  });

  it('follows a change of the hours in the content, with no second place to edit', () => {
    const changed = {
      ...business,
      hours: [{ label: 'Sun', days: ['Sunday'], opens: '08:00', closes: '12:00' }],
    };
    expect(cafeStructuredData(changed, seo, 'X').openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '08:00', closes: '12:00' },
    ]);
  });

  it('goes into the page as a script element that no text can break out of', () => {
    const script = structuredDataScript({ name: '</script><script>alert(1)</script>' });
    expect(script).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
