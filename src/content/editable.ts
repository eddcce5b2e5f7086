import { tinaField } from 'tinacms/dist/react';

/**
 * The `data-tina-field` value of one content field, so that clicking the element in the visual editor opens
 * that field. Pass the object that holds the field (as the page received it from its content hook), never a
 * computed value: the hook marks each object with where it sits in the document. An object that did not come
 * from a content hook has no mark, and the attribute is left out, as it is everywhere in the public site's
 * build (see `__VISUAL_EDITING__`).
 */
export function editable(object: object, field?: string, index?: number): string | undefined {
  if (!__VISUAL_EDITING__) {
    return undefined;
  }
  return tinaField(object as Parameters<typeof tinaField>[0], field as never, index) || undefined;
}
