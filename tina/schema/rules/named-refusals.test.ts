import { homePageCollection } from '#tina/schema/collections/home';
import home from '#content/pages/home.json';
import type { FieldShape } from '#tina/schema/schema-kit';
import { withNamedRefusals } from './named-refusals';

type Rule = (value: unknown, values: object, meta: { name: string }) => string | undefined;

function ruleAt(fields: readonly FieldShape[], path: string): Rule {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) {
    throw new Error(`no field ${path}`);
  }
  if (rest.length) {
    return ruleAt(field.fields ?? [], rest.join('.'));
  }
  return field.ui?.validate as unknown as Rule;
}

describe('refusals in the editor name their field', () => {
  // A refused price named by its tier's label, and why: tests/e2e/editor-refusals.spec.ts, in the editor's summary.
  it('replaces a bare "Required" with the field’s name', () => {
    const validate = ruleAt(withNamedRefusals(homePageCollection).fields, 'slides.title');
    expect(validate('', home, { name: 'slides.0.title' })).toBe(
      `Title of ${home.slides[0]?.title}: write something here: this field is required.`,
    );
  });

  it('names a list by its label when the list itself is refused', () => {
    const validate = ruleAt(withNamedRefusals(homePageCollection).fields, 'slides');
    const six = [...home.slides, home.slides[0]];
    expect(validate(six, { ...home, slides: six }, { name: 'slides' })).toMatch(
      /^Slideshow: there must be exactly 5 slides \(now 6\)/,
    );
  });
});
