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

/** A value of the document and where it is. */
interface Found {
  value: unknown;
  path: string;
}

function checkObject(fields: readonly FieldShape[], { value, path }: Found, check: Check) {
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
    checkField(field, { value: record[field.name], path: join(path, field.name) }, check);
  }
}

/** The field's label, for a message: ` ("Price")`, or nothing for a field without one. */
const inBrackets = (field: FieldShape) => (field.label ? ` ("${field.label}")` : '');
/** The same in quotes: ` "Price"`. */
const quoted = (field: FieldShape) => (field.label ? ` "${field.label}"` : '');

type ScalarRule = (field: FieldShape, value: unknown) => string | undefined;

/** What a text must be besides text, in the order they are checked. */
const textRules: readonly ((field: FieldShape, text: string) => string | undefined)[] = [
  (field, text) =>
    field.required && text.trim() === '' ? `is empty, but the field${quoted(field)} is required.` : undefined,
  (field, text) => {
    const options = optionValues(field);
    return options.length > 0 && !options.includes(text)
      ? `expected one of ${options.map((option) => JSON.stringify(option)).join(', ')}, found ${show(text)}.`
      : undefined;
  },
  // The general length limit the editor adds to every free-text field (tina/schema/rules/editor-text-limits.ts).
  (field, text) => {
    const limit = generalTextLimitOf(field);
    return limit === undefined ? undefined : checkLength(text, limit);
  },
  (field, text) =>
    field.type === 'datetime' && Number.isNaN(Date.parse(text))
      ? `expected a date such as 2026-05-31, found ${show(text)}.`
      : undefined,
];

/** Text, not empty if required, one of the options, a date: what a `string`, `datetime` or `image` field holds. */
const textProblem: ScalarRule = (field, value) => {
  if (typeof value !== 'string') {
    return `expected text${inBrackets(field)}, found ${kindOf(value)}.`;
  }
  for (const rule of textRules) {
    const problem = rule(field, value);
    if (problem) {
      return problem;
    }
  }
  return undefined;
};

/** What is wrong with a value for a field of each type, if anything; every other type holds text. */
const scalarProblems: Partial<Record<FieldShape['type'], ScalarRule>> = {
  number: (field, value) =>
    typeof value === 'number' && Number.isFinite(value)
      ? undefined
      : `expected a number${inBrackets(field)} such as 12, found ${kindOf(value)}.`,
  boolean: (field, value) =>
    typeof value === 'boolean'
      ? undefined
      : `expected true or false${inBrackets(field)}, found ${kindOf(value)}.`,
};

/** Whether the value has the field's type (and, for text, its options and length); says why not in `check`. */
function checkScalar(field: FieldShape, found: Found, check: Check): boolean {
  if (field.type === 'object') {
    checkObject(field.fields ?? [], found, check);
    return true;
  }
  const problem = (scalarProblems[field.type] ?? textProblem)(field, found.value);
  if (problem !== undefined) {
    check.problems.push({ path: found.path, message: problem });
  }
  return problem === undefined;
}

function runOwnRule(field: FieldShape, { value, path }: Found, { document, problems }: Check) {
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

/** Whether every item of a list has the field's type; each says what is wrong with it. */
function checkList(field: FieldShape, { value, path }: Found, check: Check): boolean {
  if (!Array.isArray(value)) {
    check.problems.push({ path, message: `expected a list, found ${kindOf(value)}.` });
    return false;
  }
  return value
    .map((item, index) => checkScalar(field, { value: item, path: `${path}[${index}]` }, check))
    .every(Boolean);
}

function checkField(field: FieldShape, found: Found, check: Check) {
  if (found.value === undefined || found.value === null) {
    if (field.required) {
      check.problems.push({
        path: found.path,
        message: `is missing: the field${quoted(field)} is required.`,
      });
    }
    return;
  }
  const typesOk = field.list ? checkList(field, found, check) : checkScalar(field, found, check);
  // A field's own rule may assume the right type ("price is a number"), so it runs only on values of that type.
  if (typesOk) {
    runOwnRule(field, found, check);
  }
}

export function validateDocument(collection: Pick<CollectionShape, 'fields'>, document: unknown): Problem[] {
  const check: Check = { document, problems: [] };
  checkObject(collection.fields, { value: document, path: '' }, check);
  return check.problems;
}
