import { allergens, dietaryMarks } from '#model/menu-marks';
import { checkCalendarDay } from '#tina/schema/rules/calendar';
import { distinctNames } from '#tina/schema/rules/distinct-names';
import { checkMenuItems } from '#tina/schema/rules/menu-items';
import { checkMenuSections } from '#tina/schema/rules/menu-sections';
import { checkSeason } from '#tina/schema/rules/season';
import { defineFields, group, itemLabel, optionalText, text, type DocumentOf } from '#tina/schema/schema-kit';
import { stampSaveTime } from '#tina/schema/stamp-save-time';
import { optionalPriceField, priceField } from './content-blocks';
import { definePageCollection } from './page-collection';

const optionalDay = (value: string | undefined) => (value ? checkCalendarDay(value) : undefined);

/**
 * A new line must be valid as it comes: the editor will not open a line of a list it refuses, and
 * two new lines both called "New item" would be refused. The time of adding tells them apart.
 */
const newName = (word: string) => `${word} ${new Date().toTimeString().slice(0, 8)}`;

/**
 * The item form, in the order the owner needs it: its name, then the switch for today, so that
 * turning a flavour off is: click it on the page, click the switch, click Save.
 */
const itemFields = defineFields([
  text({ name: 'name', label: 'Name', description: 'As written on the menu, e.g. Cappuccino or Pistachio.' }),
  {
    type: 'boolean',
    name: 'inCase',
    label: 'In the case today',
    description:
      'Switch off when it has run out or is not made today: it stays on the menu and reads “Not today”. Switch it on again tomorrow.',
    required: true,
  },
  optionalText({
    name: 'description',
    label: 'Short description (optional)',
    description: 'A few words under the name, e.g. Sicilian pistachio, slow churned.',
  }),
  optionalPriceField({
    name: 'price',
    label: 'Price in dollars (one size)',
    description:
      'A number only, e.g. 3.50. Leave it empty when the item comes in sizes, and give the sizes below instead.',
  }),
  {
    type: 'object',
    name: 'sizes',
    label: 'Sizes (instead of one price)',
    description:
      'For an item served in sizes, one line each with its price: Single and Double, Small and Large, Cup and Cone. Leave empty when it has one price.',
    list: true,
    ui: {
      itemProps: itemLabel('name', 'Size'),
      defaultItem: () => ({ name: newName('Size'), price: 0 }),
      validate: distinctNames('Sizes'),
    },
    fields: [
      text({ name: 'name', label: 'Size', description: 'e.g. Single, Cup or Large.' }),
      priceField({ name: 'price', label: 'Price in dollars', description: 'A number only, e.g. 4.50.' }),
    ],
  },
  optionalText({
    name: 'marks',
    label: 'Dietary marks',
    description: 'Tick each one that is true of this item; they are written as words on the menu.',
    list: true,
    options: dietaryMarks,
    ui: { component: 'checkbox-group' },
  }),
  optionalText({
    name: 'allergens',
    label: 'Allergens it contains',
    description:
      'Tick each major food allergen in it (the nine of US law). Listed after “Contains” on the menu.',
    list: true,
    options: allergens,
    ui: { component: 'checkbox-group' },
  }),
  {
    type: 'object',
    name: 'season',
    label: 'Season (optional)',
    description:
      'For an item served only part of the year: it shows on the menu from its first to its last day (both shown, in the bar’s time), and the site is rebuilt every morning. Leave both days empty for all year.',
    ui: { validate: checkSeason },
    fields: [
      optionalText({
        name: 'starts',
        label: 'First day (YYYY-MM-DD)',
        description: 'e.g. 2026-10-01.',
        ui: { validate: optionalDay },
      }),
      optionalText({
        name: 'ends',
        label: 'Last day (YYYY-MM-DD)',
        description: 'e.g. 2026-11-30.',
        ui: { validate: optionalDay },
      }),
    ],
  },
]);

export const menuPageCollection = definePageCollection({
  routeId: 'menu',
  name: 'menuPage',
  file: 'menu',
  beforeSubmit: stampSaveTime('checkedOn'),
  fields: [
    group({
      name: 'sections',
      label: 'Sections',
      description:
        'The parts of the menu, in the order shown: Espresso bar, Gelato… Open one to change its items; drag to reorder. A link can lead to a section by its name: /menu#gelato.',
      list: true,
      ui: {
        itemProps: itemLabel('name', 'Section'),
        defaultItem: () => ({
          name: newName('New section'),
          items: [{ name: 'New item', inCase: true, price: 0 }],
        }),
        validate: checkMenuSections,
      },
      fields: [
        text({ name: 'name', label: 'Name', description: 'The heading of the section, e.g. Gelato.' }),
        optionalText({
          name: 'note',
          label: 'Note (optional)',
          description: 'A line under the heading, e.g. Oat, almond or soy milk at no charge.',
        }),
        group({
          name: 'items',
          label: 'Items',
          description:
            'What is served in this section, in the order shown. A line marked “not today” is switched off. Each has its own name.',
          list: true,
          ui: {
            // The owner sees which flavours are off without opening them.
            itemProps: (item: Record<string, unknown>) => ({
              label: `${String(item.name ?? 'Item')}${item.inCase === false ? ' · not today' : ''}`,
            }),
            defaultItem: () => ({ name: newName('New item'), inCase: true, price: 0 }),
            validate: checkMenuItems,
          },
          fields: itemFields,
        }),
      ],
    }),
    {
      type: 'datetime',
      name: 'checkedOn',
      label: 'Menu checked on',
      description:
        'Filled in by itself each time you save the menu: the page says “Menu checked on” and this day, so visitors know the menu is current.',
      required: true,
    },
    text({
      name: 'checkedOnLabel',
      label: 'Words before the date',
      description: 'For example: Menu checked on. The day you last saved follows.',
    }),
    text({
      name: 'sectionsLabel',
      label: 'Heading above the list of sections',
      description: 'The list at the top that jumps to each section, e.g. On the menu.',
    }),
    text({
      name: 'notToday',
      label: 'Words for an item not in the case today',
      description: 'Shown beside an item switched off, e.g. Not today.',
    }),
    text({
      name: 'allergensLabel',
      label: 'Word before the allergens',
      description: 'For example: Contains. The allergens of the item follow.',
    }),
    text({
      name: 'printLabel',
      label: 'Print button',
      description: 'The button that prints the menu for the counter, e.g. Print the menu.',
    }),
  ],
});

export type MenuPageContent = DocumentOf<typeof menuPageCollection>;
export type MenuSection = MenuPageContent['sections'][number];
export type MenuItem = MenuSection['items'][number];
