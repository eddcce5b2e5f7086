import type { FieldShape } from '#tina/schema/schema-kit';
import { withTextLimits } from './editor-text-limits';
import { generalTextLimitOf, maxLength, textLimits } from './text-length';

describe('the general text limits', () => {
  it('give one-line fields, paragraphs and page texts their limits, and nothing to options or pictures', () => {
    expect(generalTextLimitOf({ type: 'string', name: 'title' })).toBe(textLimits.line);
    expect(generalTextLimitOf({ type: 'string', name: 'text', ui: { component: 'textarea' } })).toBe(
      textLimits.paragraph,
    );
    expect(generalTextLimitOf({ type: 'string', name: 'body', isBody: true })).toBe(textLimits.body);
    expect(generalTextLimitOf({ type: 'string', name: 'size', options: ['S', 'M'] })).toBeUndefined();
    expect(generalTextLimitOf({ type: 'image', name: 'picture' })).toBeUndefined();
    expect(
      generalTextLimitOf({ type: 'string', name: 'short', ui: { validate: maxLength(12) } }),
    ).toBeUndefined();
  });
});

// checkLength, a text over its limit named by how much, through maxLength too:
// scripts/content/content-rules.test.ts.

describe('withTextLimits, the collections as the editor gets them', () => {
  const collection = withTextLimits({
    name: 'notice',
    label: 'Notice',
    path: 'content/notices',
    format: 'json',
    fields: [
      { type: 'string', name: 'title', label: 'Title', description: 'Short.' },
      { type: 'string', name: 'lines', label: 'Lines', list: true },
      {
        type: 'string',
        name: 'code',
        label: 'Code',
        ui: { validate: (value: string) => (value === 'x' ? 'No x.' : undefined) },
      },
      {
        type: 'object',
        name: 'box',
        label: 'Box',
        fields: [{ type: 'string', name: 'text', label: 'Text', ui: { component: 'textarea' } }],
      },
    ],
  });
  const [title, lines, code, box] = collection.fields;
  const validate = (field: FieldShape | undefined) =>
    field?.ui?.validate as (value: unknown) => string | undefined;

  it('adds the limit to each free-text field and its description', () => {
    expect(title?.description).toBe('Short. At most 300 characters.');
    expect(box?.fields?.[0]?.description).toBe('At most 1,500 characters.');
    expect(lines?.description).toBe('At most 300 characters a line.');
    expect(validate(title)('x'.repeat(301))).toMatch(/^At most 300 characters fit here/);
    expect(validate(lines)(['fine', 'x'.repeat(301)])).toMatch(/^At most 300 characters fit here/);
    expect(validate(box?.fields?.[0])('x'.repeat(1501))).toMatch(/^At most 1,500 characters fit here/);
  });

  it('keeps the field’s own rule', () => {
    expect(validate(code)('x')).toBe('No x.');
    expect(validate(code)('y')).toBeUndefined();
  });
});
