import { collectionOfFile } from './content-collections';

describe('the collection of a document, by its file', () => {
  test('is the one whose own file it is, where several share a folder', () => {
    expect(collectionOfFile('content/pages/menu.json')?.name).toBe('menuPage');
    expect(collectionOfFile('content/pages/office-fuel.json')?.name).toBe('officeFuelPage');
    expect(collectionOfFile('content/site/business.json')?.name).toBe('business');
  });

  test('is the folder’s one for any file of a folder of many documents, and none outside the content', () => {
    expect(collectionOfFile('content/legal/privacy.md')?.name).toBe('legalPage');
    expect(collectionOfFile('content/legal/terms.md')?.name).toBe('legalPage');
    expect(collectionOfFile('src/pages/menu.json')).toBeUndefined();
  });
});
