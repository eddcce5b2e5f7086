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

  it('keeps the body byte for byte after the one blank line the editor writes', () => {
    expect(parseMarkdownDocument('---\ntitle: T\n---\n\n\nIndented start\n\n', 'a.md').body).toBe(
      '\nIndented start\n\n',
    );
    expect(parseMarkdownDocument('---\ntitle: T\n---\nNo blank line\n', 'a.md').body).toBe('No blank line\n');
  });

  it('reads the escapes YAML writes in "double quoted" text (tabs, control characters, emoji)', () => {
    const source = '---\na: "Tab\\there"\nb: "Coffee \\U0001F600 \\u2615"\nc: "\\_nbsp \\a \\x41"\n---\n';
    expect(parseMarkdownDocument(source, 'a.md').data).toEqual({
      a: 'Tab\there',
      b: 'Coffee \u{1F600} \u2615',
      c: '\u00a0nbsp \u0007 A',
    });
    expect(() => parseMarkdownDocument('---\na: "\\q"\n---\n', 'a.md')).toThrow('unknown escape \\q');
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
