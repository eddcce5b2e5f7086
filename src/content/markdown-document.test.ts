import { parseMarkdownDocument } from './markdown-document';

describe('reading a markdown document as the editor writes it', () => {
  it('splits the front matter from the body', () => {
    expect(parseMarkdownDocument('---\ntitle: Privacy Policy\n---\n\n## Hello\n\nText.\n', 'a.md')).toEqual({
      data: { title: 'Privacy Policy' },
      body: '## Hello\n\nText.\n',
    });
  });

  it('reads quoted text as YAML writes it', () => {
    const source = `---\na: 'It''s: quoted'\nb: "Tab\\tand \\"quotes\\""\nc: plain: colon\n---\nBody`;
    expect(parseMarkdownDocument(source, 'a.md').data).toEqual({
      a: "It's: quoted",
      b: 'Tab\tand "quotes"',
      c: 'plain: colon',
    });
  });

  it.each([
    ['no front matter', '# Title\n', 'a.md: the file must start with front matter'],
    ['a line that is not name: text', '---\njust words\n---\n', 'a.md, front matter line 1: expected "name: text"'],
    ['a block of text', '---\ntitle: >-\n  folded\n---\n', 'a.md, front matter line 1 (title): expected one line'],
    ['an unclosed quote', "---\ntitle: 'open\n---\n", "unterminated 'quoted' text"],
  ])('refuses %s, naming the file', (_case, source, message) => {
    expect(() => parseMarkdownDocument(source, 'a.md')).toThrow(message);
  });
});
