import type { CardItem } from '../components/card-grid/card-grid';
import { editable } from '../content/editable';

/** Cards for a content list of `{ title, description }` items, each pointing the editor at its fields. */
export function simpleCards(
  idPrefix: string,
  items: readonly { title: string; description: string }[],
): CardItem[] {
  return items.map((item, index) => ({
    id: `${idPrefix}-${index + 1}`,
    title: item.title,
    description: item.description,
    tinaFields: {
      title: editable(item, 'title'),
      description: editable(item, 'description'),
    },
  }));
}
