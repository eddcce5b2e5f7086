import type { CollectionShape, FieldShape } from '#tina/schema/schema-kit';
import { checkLength, generalTextLimitOf, lengthHint } from './text-length';

type Rule = (value: unknown, ...context: unknown[]) => unknown;

function withLimit(field: FieldShape): FieldShape {
  if (field.fields) {
    return { ...field, fields: field.fields.map(withLimit) };
  }
  const limit = generalTextLimitOf(field);
  if (limit === undefined) {
    return field;
  }
  const own = field.ui?.validate as Rule | undefined;
  const validate = (value: unknown, ...context: unknown[]) => {
    const texts = (Array.isArray(value) ? value : [value]).filter((text) => typeof text === 'string');
    const tooLong = texts.map((text) => checkLength(text, limit)).find(Boolean);
    return tooLong ?? own?.(value, ...context);
  };
  return {
    ...field,
    description: [field.description, lengthHint(limit, field.list)].filter(Boolean).join(' '),
    ui: { ...field.ui, validate: validate as (value: never) => string | undefined },
  };
}

/**
 * The collection as the editor gets it: every free-text field also refuses more than its
 * general length limit and says so under the field. `npm run content:check` applies the
 * same limits itself (tina/schema/validate-document.ts), so the two always agree.
 */
export function withTextLimits(collection: CollectionShape): CollectionShape {
  return { ...collection, fields: collection.fields.map(withLimit) };
}
