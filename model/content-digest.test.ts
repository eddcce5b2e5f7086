/**
 * @jest-environment node
 */
import { canonicalText, contentDigest } from './content-digest';

const menu = {
  heading: 'Menu',
  checkedOn: '2026-11-27T14:03:12.345Z',
  sections: [
    { name: 'Espresso bar', items: [{ name: 'Espresso', inCase: true, price: 3 }] },
    { name: 'Gelato', note: 'Cup or cone', items: [{ name: 'Pistachio', inCase: true, price: 5.5 }] },
  ],
};

describe('the digest of a document’s values', () => {
  test('is the same whatever the order of the keys or the formatting of the file', async () => {
    const reordered = JSON.parse(
      '{"sections":[{"items":[{"price":3,"inCase":true,"name":"Espresso"}],"name":"Espresso bar"},' +
        '{"note":"Cup or cone","name":"Gelato","items":[{"price":5.50,"name":"Pistachio","inCase":true}]}],' +
        '"checkedOn":"2026-11-27T14:03:12.345Z","heading":"Menu"}',
    ) as unknown;
    const reformatted = JSON.parse(JSON.stringify(menu, null, 4)) as unknown;
    const digest = await contentDigest(menu);
    expect(await contentDigest(reordered)).toBe(digest);
    expect(await contentDigest(reformatted)).toBe(digest);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  test('leaves out the keys Tina’s GraphQL adds to a document’s values', async () => {
    const asTinaReadsIt = { _collection: 'menuPage', _template: 'menuPage', ...menu };
    expect(await contentDigest(asTinaReadsIt)).toBe(await contentDigest(menu));
  });

  test('leaves out a key with no value: Tina writes neither null nor an absent field', async () => {
    const withNull = { ...menu, sections: [{ ...menu.sections[0], note: null }, menu.sections[1]] };
    expect(await contentDigest(withNull)).toBe(await contentDigest(menu));
  });

  test('changes with any price, word, switch or order of a list', async () => {
    const digest = await contentDigest(menu);
    const changed = (change: (copy: typeof menu) => void) => {
      const copy = structuredClone(menu);
      change(copy);
      return contentDigest(copy);
    };
    const changes = await Promise.all([
      changed((copy) => (copy.sections[1]!.items[0]!.price = 6)),
      changed((copy) => (copy.sections[1]!.items[0]!.name = 'Pistachio!')),
      changed((copy) => (copy.sections[0]!.items[0]!.inCase = false)),
      changed((copy) => copy.sections.reverse()),
      changed((copy) => (copy.heading = 'Menu ')),
    ]);
    for (const other of changes) {
      expect(other).not.toBe(digest);
    }
    expect(new Set(changes).size).toBe(changes.length);
  });

  test('leaves out the fields the editor stamps at each save, and only at the top of the document', async () => {
    const restamped = { ...menu, checkedOn: '2026-12-06T10:42:00.000Z' };
    expect(await contentDigest(restamped, ['checkedOn'])).toBe(await contentDigest(menu, ['checkedOn']));
    expect(await contentDigest(restamped)).not.toBe(await contentDigest(menu));
    expect(canonicalText({ a: { checkedOn: 1 } }, ['checkedOn'])).toBe('{"a":{"checkedOn":1}}');
  });
});
