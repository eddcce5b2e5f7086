import { markdownDocumentModule } from './markdown-document-loader';

const file = 'content/legal/terms.md';
const source = '---\ntitle: Terms of Service\n---\n\n## Orders\n\nSee [contact](/contact).\n';
const moduleValue = (code: string) =>
  JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as unknown;

describe('the markdown content loader', () => {
  it('keeps the text for builds with the visual editor, which render it as the owner types', () => {
    expect(moduleValue(markdownDocumentModule(source, file, false))).toEqual({
      data: { title: 'Terms of Service' },
      body: '## Orders\n\nSee [contact](/contact).\n',
    });
  });

  it('hands the public build the elements, not the markdown', () => {
    expect(moduleValue(markdownDocumentModule(source, file, true))).toEqual({
      data: { title: 'Terms of Service' },
      body: {
        compiled: [
          ['h2', {}, 'Orders'],
          '\n',
          ['p', {}, 'See ', ['a', { href: '/contact' }, 'contact'], '.'],
        ],
      },
    });
  });

  it('fails the build on malformed front matter, naming the file and the line', () => {
    expect(() => markdownDocumentModule('---\ntitle: |\n  two lines\n---\n\nText\n', file, true)).toThrow(
      'content/legal/terms.md, front matter line 1 (title): expected one line of text, found "|"',
    );
  });
});
