import { sectionIdOf } from './section-id';

describe('sectionIdOf, the id a link to a menu section uses', () => {
  it.each([
    ['Espresso bar', 'espresso-bar'],
    ['Gelato', 'gelato'],
    ['  Smoothies & juices! ', 'smoothies-juices'],
    ['Café crème', 'cafe-creme'],
    ['Pastries (baked daily)', 'pastries-baked-daily'],
    ['★', 'section'],
  ])('%p → #%s', (name, id) => {
    expect(sectionIdOf(name)).toBe(id);
  });
});
