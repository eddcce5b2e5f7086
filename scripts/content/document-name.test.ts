import { legalPageCollection } from '#tina/schema/collections/legal';
import { officeFuelPageCollection } from '#tina/schema/collections/office-fuel';
import { documentName } from './document-name';

describe('the name of a content file in a review', () => {
  it('is the collection’s label for a one-document collection', () => {
    expect(documentName(officeFuelPageCollection, 'content/pages/office-fuel.json')).toBe('Office Fuel page');
  });

  it.each([
    ['content/legal/privacy.md', 'Privacy page'],
    ['content/legal/terms.md', 'Terms page'],
    ['content/legal/accessibility.md', 'Accessibility page'],
  ])('names each legal page: %s → %s', (file, name) => {
    expect(documentName(legalPageCollection, file)).toBe(name);
  });
});
