/**
 * Checks one content document against its collection's schema: the same rules the visual editor
 * applies (types, required fields, options and each field's own `ui.validate`), plus what the
 * editor cannot express, such as a field the schema does not know. Used by `npm run build` and `npm test`.
 */
import { checkLength, generalTextLimitOf } from './rules/text-length';
import type { CollectionShape, FieldShape } from './schema-kit';

export interface Problem {
  /** Where in the document, as code would write it: `tiers[1].price`. */
  path: string;
  message: string;
}

const show = (value: unknown): string =>
  typeof value === 'string' ? `the text ${JSON.stringify(value)}` : (JSON.stringify(value) ?? String(value));

// null and other scalars as `show` writes them.
function kindOf(value: unknown): string {
  if (Array.isArray(value)) {
    return 'a list';
  }
  return typeof value === 'object' && value !== null ? 'a group of fields' : show(value);
}

export const optionValues = (field: FieldShape): string[] =>
  (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value));

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** The document being checked (a field's own rule may read it), and the problems found so far. */
interface Check {
  document: unknown;
  problems: Problem[];
}

function checkObject(fields: readonly FieldShape[], value: unknown, path: string, check: Check) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    check.problems.push({
      path: path || '(the whole file)',
      message: `expected a group of fields, found ${kindOf(value)}.`,
    });
    return;
  }
  const record = value as Record<string, unknown>;
  const known = fields.map((field) => field.name);
  for (const key of Object.keys(record).filter((name) => !known.includes(name))) {
    check.problems.push({
      path: join(path, key),
      message: `unknown field: the schema has no "${key}" here (expected only ${known.map((name) => `"${name}"`).join(', ')}). Check the spelling, or add the field to the schema in tina/schema/collections.`,
    });
  }
  for (const field of fields) {
    checkField(field, record[field.name], join(path, field.name), check);
  }
}

/** Whether the value has the field's type (and, for text, its options and length); says why not in `check`. */
function checkScalar(field: FieldShape, value: unknown, path: string, check: Check): boolean {
  const refuse = (message: string) => {
    check.problems.push({ path, message });
    return false;
  };
  const label = field.label ? ` ("${field.label}")` : '';
  switch (field.type) {
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) {
        return true;
      }
      return refuse(`expected a number${label} such as 12, found ${kindOf(value)}.`);
    case 'boolean':
      if (typeof value === 'boolean') {
        return true;
      }
      return refuse(`expected true or false${label}, found ${kindOf(value)}.`);
    case 'object':
      checkObject(field.fields ?? [], value, path, check);
      return true;
    default: {
      if (typeof value !== 'string') {
        return refuse(`expected text${label}, found ${kindOf(value)}.`);
      }
      if (field.required && value.trim() === '') {
        return refuse(`is empty, but the field${field.label ? ` "${field.label}"` : ''} is required.`);
      }
      const options = optionValues(field);
      if (options.length > 0 && !options.includes(value)) {
        return refuse(
          `expected one of ${options.map((option) => JSON.stringify(option)).join(', ')}, found ${show(value)}.`,
        );
      }
      // The general length limit the editor adds to every free-text field (tina/schema/rules/editor-text-limits.ts).
      const limit = generalTextLimitOf(field);
      const tooLong = limit === undefined ? undefined : checkLength(value, limit);
      if (tooLong) {
        return refuse(tooLong);
      }
      if (field.type === 'datetime' && Number.isNaN(Date.parse(value))) {
        return refuse(`expected a date such as 2026-05-31, found ${show(value)}.`);
      }
      return true;
    }
  }
}

function runOwnRule(field: FieldShape, value: unknown, path: string, { document, problems }: Check) {
  const validate = field.ui?.validate as ((value: unknown, document: unknown) => unknown) | undefined;
  if (!validate) {
    return;
  }
  try {
    const message = validate(value, document);
    if (typeof message === 'string' && message) {
      problems.push({ path, message });
    }
  } catch (error) {
    problems.push({ path, message: `the field's own check failed to run: ${String(error)}` });
  }
}

function checkField(field: FieldShape, value: unknown, path: string, check: Check) {
  const label = field.label ? ` "${field.label}"` : '';
  if (value === undefined || value === null) {
    if (field.required) {
      check.problems.push({ path, message: `is missing: the field${label} is required.` });
    }
    return;
  }
  let typesOk = true;
  if (field.list) {
    if (!Array.isArray(value)) {
      check.problems.push({ path, message: `expected a list, found ${kindOf(value)}.` });
      return;
    }
    // Every item is checked, so each says what is wrong with it.
    typesOk = value.map((item, index) => checkScalar(field, item, `${path}[${index}]`, check)).every(Boolean);
  } else {
    typesOk = checkScalar(field, value, path, check);
  }
  // A field's own rule may assume the right type ("price is a number"), so it runs only on values of that type.
  if (typesOk) {
    runOwnRule(field, value, path, check);
  }
}

export function validateDocument(collection: Pick<CollectionShape, 'fields'>, document: unknown): Problem[] {
  const check: Check = { document, problems: [] };
  checkObject(collection.fields, document, '', check);
  return check.problems;
}
