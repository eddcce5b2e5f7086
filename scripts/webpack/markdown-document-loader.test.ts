import { markdownDocumentModule } from './markdown-document-loader';

const file = 'content/legal/terms.md';
const source = '---\ntitle: Terms of Service\n---\n\n## Orders\n\nSee [contact](/contact).\n';
const moduleValue = (code: string) =>
  JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as unknown;

describe('the markdown content loader', () => {
  it('hands the page the front matter and the text', () => {
    expect(moduleValue(markdownDocumentModule(source, file))).toEqual({
      data: { title: 'Terms of Service' },
      body: '## Orders\n\nSee [contact](/contact).\n',
    });
  });

  it('fails the build on malformed front matter, naming the file', () => {
    expect(() => markdownDocumentModule('---\ntitle: [two, items]\n---\n\nText\n', file)).toThrow(
      'content/legal/terms.md: the front matter field "title" must be text',
    );
    // Tina's parseFile logs the YAML error before it throws it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => markdownDocumentModule("---\ntitle: 'unclosed\n---\n\nText\n", file)).toThrow(
      'content/legal/terms.md: the front matter cannot be read',
    );
  });
});
