import type { Menu, MenuItem as SchemaMenuItem, Offer, RestrictedDiet, WithContext } from 'schema-dts';
import type { CalendarDay } from '#model/bar-calendar';
import type { DietaryMark } from '#model/menu-marks';
import { pathOf } from '#model/route-table';
import { menuOnDay } from '#src/content/menu-on-day';
import type { MenuItem, MenuPageContent } from '#src/content/menu-page';
import type { SeoContent } from '#src/content/seo';

/** The diets schema.org names for the menu's marks; dairy-free has none (lactose-free is not the same). */
const dietOf: Record<DietaryMark, RestrictedDiet | undefined> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': undefined,
};

const isMark = (mark: string): mark is DietaryMark => Object.hasOwn(dietOf, mark);

/** One offer per size (or the one price), each in dollars, out of stock when the item is not in the case today. */
function offersOf(item: MenuItem): Offer[] {
  const availability = item.inCase ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const prices =
    item.sizes && item.sizes.length > 0
      ? item.sizes.map((size) => ({ name: size.name, price: size.price }))
      : item.price != null
        ? [{ price: item.price }]
        : [];
  return prices.map((price) => ({ '@type': 'Offer', ...price, priceCurrency: 'USD', availability }));
}

function menuItemData(item: MenuItem): SchemaMenuItem {
  const diets = (item.marks ?? [])
    .filter(isMark)
    .map((mark) => dietOf[mark])
    .filter((diet): diet is RestrictedDiet => diet !== undefined);
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    offers: offersOf(item),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  };
}

/**
 * The menu as search engines read it (schema.org Menu → MenuSection → MenuItem), on the menu
 * page only: the menu of the build's day, so an item out of season is not listed and the daily
 * rebuild adds it back. Allergens have no schema.org property; they stay in the page's text.
 */
export function menuStructuredData(
  menu: MenuPageContent,
  seo: SeoContent,
  today: CalendarDay,
): WithContext<Menu> {
  const url = seo.siteUrl + pathOf('menu');
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': `${url}#menu`,
    name: menu.heading,
    url,
    inLanguage: seo.language,
    // The owner's last save: the editor stamps it (tina/schema/stamp-save-time.ts).
    dateModified: menu.checkedOn,
    hasMenuSection: menuOnDay(menu.sections, today).map(({ section, items }) => ({
      '@type': 'MenuSection',
      name: section.name,
      ...(section.note ? { description: section.note } : {}),
      hasMenuItem: items.map(menuItemData),
    })),
  };
}
