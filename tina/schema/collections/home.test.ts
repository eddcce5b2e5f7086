import json from '#content/pages/home.json';
import type { FieldShape } from '#tina/schema/schema-kit';
import { featureCount, homePageCollection, slideCount } from './home';

function validatorOf(name: string) {
  const field: FieldShape | undefined = homePageCollection.fields.find(
    (candidate) => candidate.name === name,
  );
  const validate = field?.ui?.validate as ((value: unknown) => string | undefined | void) | undefined;
  if (!validate) {
    throw new Error(`The ${name} field has no validation`);
  }
  return validate;
}

describe('the home page schema', () => {
  it.each([
    ['slides', slideCount, json.slides],
    ['features', featureCount, json.features],
  ])('accepts the stored %s and refuses any other number of them', (name, count, stored) => {
    const validate = validatorOf(name);
    expect(stored).toHaveLength(count);
    expect(validate(stored)).toBeUndefined();
    expect(validate(stored.slice(1))).toMatch(`exactly ${count}`);
    expect(validate([...stored, stored[0]])).toMatch(`exactly ${count}`);
    expect(validate(undefined)).toMatch(`exactly ${count}`);
  });

  it('names each slide and card in the editor list by its title', () => {
    for (const name of ['slides', 'features']) {
      const field: FieldShape | undefined = homePageCollection.fields.find(
        (candidate) => candidate.name === name,
      );
      expect(field?.ui?.itemProps?.({ title: 'Gelato' })).toEqual({ label: 'Gelato' });
    }
  });
});
