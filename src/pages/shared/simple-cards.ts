import type { CardItem } from '#src/components/card-grid/card-grid';
import { editable } from '#src/content/editable';
import { shownPicture, type PictureContent } from '#src/pictures/shown-picture';

/**
 * Cards for a content list of `{ title, description }` items (and an optional picture), each
 * pointing the editor at its fields; `more` adds what a page's cards have besides (a badge, a footer).
 */
export function simpleCards<T extends { title: string; description: string } & PictureContent>(
  idPrefix: string,
  items: readonly T[],
  more?: (item: T, index: number) => Partial<CardItem>,
): CardItem[] {
  return items.map((item, index) => ({
    id: `${idPrefix}-${index + 1}`,
    title: item.title,
    description: item.description,
    picture: shownPicture(item, 'card'),
    tinaFields: {
      title: editable(item, 'title'),
      description: editable(item, 'description'),
      picture: editable(item, 'image'),
    },
    ...more?.(item, index),
  }));
}
