import type { CafeOrCoffeeShop, WithContext } from 'schema-dts';
import type { BusinessContent } from '#src/content/business';
import type { SeoContent } from '#src/content/seo';
import type { CalendarDay, Weekday } from '#model/bar-calendar';
import { upcomingSpecialHours } from '#model/opening-status';
import { pathOf } from '#model/route-table';

/** What the structured data says of the bar: the business facts, the site's address and the brand's name. */
export interface CafeFacts {
  business: BusinessContent;
  seo: SeoContent;
  brandName: string;
}

/**
 * The schema.org description of the bar that search engines read (JSON-LD), typed by schema-dts (Google's
 * typings of the whole vocabulary, as the menu's is): a type, property or value schema.org does not have
 * fails the typecheck. Built from the same business facts the contact page shows, so the opening hours in
 * search results can never disagree with the site. Holiday and special hours from `today` on (the build's
 * day) are `specialOpeningHoursSpecification`s of that one date; a closed day opens and closes at 00:00, as
 * Google's local-business documentation writes it.
 */
export function cafeStructuredData(
  { business, seo, brandName }: CafeFacts,
  today: CalendarDay,
): WithContext<CafeOrCoffeeShop> {
  const { address } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': `${seo.siteUrl}/#cafe`,
    name: brandName,
    url: `${seo.siteUrl}/`,
    image: seo.siteUrl + seo.shareImage,
    telephone: business.phone,
    email: business.email,
    priceRange: business.priceRange,
    hasMenu: seo.siteUrl + pathOf('menu'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    hasMap: address.mapUrl,
    sameAs: business.social.map((profile) => profile.url),
    openingHoursSpecification: business.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      // The content check allows only these names (tina/schema/collections/business.ts).
      dayOfWeek: hours.days as Weekday[],
      opens: hours.opens,
      closes: hours.closes,
    })),
    specialOpeningHoursSpecification: upcomingSpecialHours(business.specialHours, today).map((day) => {
      const closed = day.closed || !day.opens || !day.closes;
      return {
        '@type': 'OpeningHoursSpecification',
        validFrom: day.date,
        validThrough: day.date,
        opens: closed ? '00:00' : day.opens,
        closes: closed ? '00:00' : day.closes,
      };
    }),
  };
}

/** The JSON-LD as a `<script>` element; `<` is escaped so no text in it can close the element. */
export function structuredDataScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
