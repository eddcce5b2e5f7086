/**
 * The menu (content/pages/menu.json), wrong in each way its rules refuse, written into a copy of
 * the real content: the check must name the file, the field and what it expected. The site and
 * its pages: content-rules.test.ts; the bar's details and hours: content-rules-business.test.ts.
 */
import {
  at,
  contentCheckCopy,
  contentFiles,
  type Json,
  type RefusedChange,
} from '#tests/unit-support/content-copy';

const { problemsAfter } = contentCheckCopy('content-rules-menu-');
const { menu } = contentFiles;

describe('the content check refuses well-typed but wrong content', () => {
  it.each<RefusedChange>([
    {
      kind: 'a menu price below zero',
      file: menu,
      change: (d) => (at(d, 'sections', 3, 'items', 0).price = -1),
      field: 'sections[3].items[0].price',
      message: /^A price cannot be below zero/,
    },
    {
      kind: 'a size’s price with three decimals',
      file: menu,
      change: (d) => (at(d, 'sections', 0, 'items', 0, 'sizes', 1).price = 3.755),
      field: 'sections[0].items[0].sizes[1].price',
      message: /^A price has at most two decimals \(dollars and cents\), e\.g\. 3\.50; found 3\.755/,
    },
    {
      kind: 'two items of one name in a section',
      file: menu,
      change: (d) => (at(d, 'sections', 2, 'items', 1).name = 'Pistachio'),
      field: 'sections[2].items',
      message: /^Items 1 and 2 are both called "Pistachio"/,
    },
    {
      kind: 'an empty section',
      file: menu,
      change: (d) => (at(d, 'sections', 1).items = [] as unknown as Json),
      field: 'sections[1].items',
      message: /^A section needs at least one item/,
    },
    {
      kind: 'a season that ends before it starts',
      file: menu,
      change: (d) => (at(d, 'sections', 2, 'items', 0).season = { starts: '2026-11-30', ends: '2026-10-01' }),
      field: 'sections[2].items[0].season',
      message: /^The season ends on 2026-10-01, before it starts \(2026-11-30\)/,
    },
    {
      kind: 'two sizes of one name',
      file: menu,
      change: (d) => (at(d, 'sections', 2, 'items', 0, 'sizes', 1).name = 'Cup'),
      field: 'sections[2].items[0].sizes',
      message: /^Sizes 1 and 2 are both called "Cup"/,
    },
    {
      kind: 'an allergen not on the list',
      file: menu,
      change: (d) => (at(d, 'sections', 0, 'items', 1).allergens = ['milk', 'nuts'] as unknown as Json),
      field: 'sections[0].items[1].allergens[1]',
      message: /^expected one of "milk", "egg", .*"sesame", found the text "nuts"/,
    },
    {
      kind: 'a dietary mark not on the list',
      file: menu,
      change: (d) => (at(d, 'sections', 0, 'items', 0).marks = ['keto'] as unknown as Json),
      field: 'sections[0].items[0].marks[0]',
      message: /^expected one of "vegan", "vegetarian", "gluten-free", "dairy-free", found the text "keto"/,
    },
    {
      kind: 'an item with both a price and sizes',
      file: menu,
      change: (d) => (at(d, 'sections', 0, 'items', 0).price = 3),
      field: 'sections[0].items',
      message: /^Item 1 \(Espresso\) has a price and sizes/,
    },
  ])('$kind', ({ file, change, field, message }) => {
    expect(problemsAfter(file, change)).toEqual([
      { file, path: field, message: expect.stringMatching(message) as string },
    ]);
  });
});
