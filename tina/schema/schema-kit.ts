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

/** What a field takes beyond its type, name, label and description. */
type FieldExtras = Omit<FieldShape, 'type' | 'name' | 'label' | 'description'>;

function makeField<T extends FieldShape['type'], N extends string, E extends FieldExtras>(
  type: T,
  name: N,
  label: string,
  description: string | undefined,
  extras: E,
) {
  return { type, name, label, ...(description === undefined ? {} : { description }), ...extras };
}

/** `ui` of a text the owner writes in a box of several lines. */
export const textarea = { ui: { component: 'textarea' } } as const;

/** A text field the owner must fill in; `extras` adds its `ui`, `options` or `list`. */
export const text = <const N extends string, const E extends FieldExtras = Record<never, never>>(
  name: N,
  label: string,
  description?: string,
  extras = {} as E,
) => makeField('string', name, label, description, { required: true as const, ...extras });

/** A text field the owner may leave empty. */
export const optionalText = <const N extends string, const E extends FieldExtras = Record<never, never>>(
  name: N,
  label: string,
  description?: string,
  extras = {} as E,
) => makeField('string', name, label, description, extras);

/**
 * A group of fields that is always there (its own fields say what is required in it); with
 * `list: true`, a list of such groups. Give an `itemProps` in `extras` a typed parameter (or use
 * `itemLabel`): for an untyped one TypeScript infers `extras` without its `list: true`, and the
 * document's type loses the list.
 */
export const group = <
  const N extends string,
  const S extends readonly FieldShape[],
  const E extends FieldExtras = Record<never, never>,
>(
  name: N,
  label: string,
  description: string | undefined,
  fields: S,
  extras = {} as E,
) => makeField('object', name, label, description, { required: true as const, ...extras, fields });

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
