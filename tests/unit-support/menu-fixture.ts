import type { MenuPageContent } from '#tina/schema/collections/menu';

/**
 * A small menu for the tests of the page and its structured data, with what the default content
 * does not show: a flavour switched off and a seasonal flavour (1 October to 30 November 2026).
 */
export const menuWithSoldOutAndSeasonal: MenuPageContent = {
  heading: 'Menu',
  intro: 'What we pour and scoop.',
  sections: [
    {
      name: 'Espresso bar',
      note: 'Oat milk at no charge.',
      items: [
        {
          name: 'Espresso',
          inCase: true,
          sizes: [
            { name: 'Single', price: 3 },
            { name: 'Double', price: 3.75 },
          ],
          marks: ['vegan', 'gluten-free', 'dairy-free'],
        },
      ],
    },
    {
      name: 'Gelato',
      items: [
        {
          name: 'Pistachio',
          inCase: false,
          description: 'Sicilian pistachios',
          sizes: [
            { name: 'Cup', price: 4.5 },
            { name: 'Cone', price: 5 },
          ],
          marks: ['vegetarian', 'gluten-free'],
          allergens: ['milk', 'tree-nuts'],
        },
        {
          name: 'Pumpkin spice',
          inCase: true,
          price: 4.75,
          allergens: ['milk'],
          season: { starts: '2026-10-01', ends: '2026-11-30' },
        },
      ],
    },
    {
      name: 'Autumn specials',
      items: [
        {
          name: 'Chestnut cake',
          inCase: true,
          price: 4,
          season: { starts: '2026-10-15', ends: '2026-11-15' },
        },
      ],
    },
  ],
  checkedOn: '2026-11-27T03:30:00.000Z',
  checkedOnLabel: 'Menu checked on',
  sectionsLabel: 'On the menu',
  notToday: 'Not today',
  allergensLabel: 'Contains',
  printLabel: 'Print the menu',
};
