/**
 * The Tina schema is the single description of the content. This file lets the rest of the code
 * derive TypeScript types from it, so a field is declared once (in tina/schema/collections) and both the
 * editor and the compiler know about it.
 *
 * Collections are written with `defineCollection`, whose `const` type parameter keeps field
 * names, types and `required` flags as literals; `DocumentOf` turns those into the document's type.
 */
import type { Collection } from 'tinacms';

/**
 * No `rich-text`: Tina stores it as an AST, which react-markdown cannot render. Prose is markdown
 * in a `string` field (`ui: { component: 'textarea' }`), the same string at build time and live
 * in the editor (docs/decisions/002).
 */
type FieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'image' | 'object';

/** The part of Tina's field definition that this project uses. */
export interface FieldShape {
  readonly type: FieldType;
  readonly name: string;
  readonly label?: string;
  /** Shown under the field in the editor: written for the shop owner. */
  readonly description?: string;
  readonly required?: boolean;
  readonly list?: boolean;
  readonly isBody?: boolean;
  readonly isTitle?: boolean;
  readonly options?: readonly (string | { readonly value: string; readonly label: string })[];
  /** `image` fields: the file types the media manager offers and accepts for it (Tina's `accept`). */
  readonly accept?: readonly string[];
  readonly fields?: readonly FieldShape[];
  readonly ui?: {
    readonly component?: string;
    readonly itemProps?: (item: Record<string, unknown>) => { label?: string };
    readonly defaultItem?: Record<string, unknown> | (() => Record<string, unknown>);
    /** Runs in the editor and in `npm run build`: return a message to refuse the value. */
    readonly validate?: (value: never) => string | undefined | void;
    readonly min?: number;
    readonly max?: number;
    readonly step?: number;
  };
}

export interface CollectionShape {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  /** `json` for structured documents; `md` for prose: front matter, then the body in the `isBody` field. */
  readonly format: 'json' | 'md';
  /** Markdown only: set to `stableMarkdownDelimiters`, or every save adds a blank line (decision 002). */
  readonly frontmatterDelimiters?: string | readonly [string, string];
  readonly match?: { readonly include?: string; readonly exclude?: string };
  readonly fields: readonly FieldShape[];
  readonly ui?: {
    readonly allowedActions?: {
      readonly create?: boolean;
      readonly delete?: boolean;
      readonly createNestedFolder?: boolean;
    };
    readonly router?: (args: { document: { _sys: { filename: string } } }) => string | undefined;
    /**
     * A site-wide document (name and menu, business details, search engines): the editor lists it
     * under "Site" and opens its own form; in a page's preview its form is a secondary one, so
     * the page's own form stays the one that opens (Tina's pattern for global documents).
     */
    readonly global?: boolean;
    /**
     * Runs in the editor when the owner clicks Save, before the document is written; what it
     * returns is saved instead (Tina's `ui.beforeSubmit`), e.g. the moment of the save.
     */
    readonly beforeSubmit?: (args: {
      readonly values: Record<string, unknown>;
    }) => Promise<Record<string, unknown> | void>;
  };
}

/**
 * Front matter delimiters that make Tina's markdown round trip stable. Tina writes `---` front
 * matter `---`, a blank line, then the body; with its default delimiters it reads that blank line
 * back as part of the body and writes it again in front of it, so each save adds one. A closing
 * delimiter that includes its line break makes Tina's reader (gray-matter) drop the blank line on
 * read, so reading and writing agree and an unchanged save changes no byte.
 */
export const stableMarkdownDelimiters = ['---', '---\n'] as const;

type ScalarOf<F> = F extends { readonly type: 'number' }
  ? number
  : F extends { readonly type: 'boolean' }
    ? boolean
    : F extends { readonly type: 'object'; readonly fields: infer S extends readonly FieldShape[] }
      ? InferFields<S>
      : string;

type ValueOf<F> = F extends { readonly list: true } ? ScalarOf<F>[] : ScalarOf<F>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The value type described by a list of fields: required ones present, others optional. */
export type InferFields<S extends readonly FieldShape[]> = Simplify<
  {
    [F in S[number] as F extends { readonly required: true } ? F['name'] : never]: ValueOf<F>;
  } & {
    [F in S[number] as F extends { readonly required: true } ? never : F['name']]?: ValueOf<F>;
  }
>;

export type DocumentOf<C extends { readonly fields: readonly FieldShape[] }> = InferFields<C['fields']>;

export const defineCollection = <const C extends CollectionShape>(collection: C): C => collection;

export const defineFields = <const S extends readonly FieldShape[]>(fields: S): S => fields;

/**
 * What a field helper is given: one object with Tina's own keys, named as in a field written out
 * (`{ name, label, description, ui }`); the helper sets the `type`.
 */
export interface FieldOptions extends Omit<FieldShape, 'type' | 'label'> {
  readonly label: string;
}

/** What a field takes beyond its type, name, label and description. */
type FieldExtras = Omit<FieldShape, 'type' | 'name' | 'label' | 'description'>;

/** A field a helper built: its type, what the helper adds, and the options with their literal types. */
type BuiltField<T extends FieldType, A, F> = { readonly type: T } & A & F;

/**
 * The field with its keys in the order Tina's starters write them, which is the order the editor's
 * schema file (tina/tina-lock.json) keeps: type, name, label, description (when there is one), what
 * the helper adds (`required`), then the rest.
 */
function makeField<T extends FieldType, A extends FieldExtras, F extends FieldOptions>(
  type: T,
  added: A,
  field: F,
): BuiltField<T, A, F> {
  const { name, label, description, ...rest } = field;
  const described = description === undefined ? {} : { description };
  return { type, name, label, ...described, ...added, ...rest } as BuiltField<T, A, F>;
}

/** `ui` of a text the owner writes in a box of several lines. */
export const textarea = { ui: { component: 'textarea' } } as const;

/** A text field the owner must fill in: `text({ name: 'title', label: 'Title', description: '…' })`. */
export const text = <const F extends FieldOptions>(field: F) =>
  makeField('string', { required: true as const }, field);

/** A text field the owner may leave empty. */
export const optionalText = <const F extends FieldOptions>(field: F) => makeField('string', {}, field);

/**
 * What a helper for one kind of field is given (a price, a list of cards, a button): the field's
 * name, its label and, where it has one, its description.
 */
export interface FieldNaming<N extends string = string> {
  readonly name: N;
  readonly label: string;
  readonly description?: string;
}

/** A group's options: a field's, and the group's own `fields`. */
interface GroupOptions extends FieldOptions {
  readonly fields: readonly FieldShape[];
}

/**
 * A group of fields that is always there (its own fields say what is required in it); with
 * `list: true`, a list of such groups: `group({ name: 'action', label: 'Button', fields: actionFields })`.
 */
export const group = <const F extends GroupOptions>(options: F) => {
  const { fields, ...field } = options;
  // Its fields last, below what describes the group, as Tina's starters write one.
  const built = { ...makeField('object', { required: true as const }, field), fields };
  return built as BuiltField<'object', { readonly required: true }, F>;
};

/** A list item's label in the editor: the item's own `key`, or `fallback` while it has none. */
export const itemLabel =
  (key: string, fallback: string) =>
  (item: Record<string, unknown>): { label: string } => ({ label: String(item[key] ?? fallback) });

/**
 * Tina's own `Collection` type wants mutable arrays, while `defineCollection` keeps them readonly
 * to preserve literal types. The shapes are otherwise the same: this is the one place they meet.
 */
export const toTinaCollection = (collection: CollectionShape): Collection =>
  collection as unknown as Collection;
