import type { BusinessContent } from '../content/business';
import type { SeoContent } from '../content/seo';

/**
 * The schema.org description of the bar that search engines read (JSON-LD).
 * Built from the same business facts the contact page shows, so the opening
 * hours in search results can never disagree with the site.
 */
export function cafeStructuredData(business: BusinessContent, seo: SeoContent, brandName: string) {
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
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

/** The JSON-LD as a `<script>` element; `<` is escaped so no text in it can close the element. */
export function structuredDataScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
