import { parseMarkdownDocument } from '../../src/content/markdown-document';
import { legalPageCollection } from '../../tina/collections/legal';
import { noticeCollection } from '../../tina/test-fixtures';
import { readDocument } from './content-files';
import { editorMarkdown } from './editor-markdown';
import captured from './editor-markdown-samples.json';

// Files Tina's own server wrote (see "about" in the JSON): titles that YAML writes plain, quoted and escaped.
const oneLine = captured.samples.filter((sample) => !sample.title.includes('\n'));
const samples = oneLine.map((sample) => [JSON.stringify(sample.title).slice(0, 40), sample] as const);

describe('editorMarkdown reproduces what Tina writes', () => {
  it.each(samples)('title %s: written, read back and rewritten byte for byte as Tina does', (_name, sample) => {
    expect(editorMarkdown(legalPageCollection, { title: sample.title, body: sample.body })).toBe(sample.file);
    // The build reads what Tina's server answers for the same file, so the preview and the site agree.
    expect(parseMarkdownDocument(sample.file, 'sample.md')).toEqual({
      data: { title: sample.readBack.title },
      body: sample.readBack.body,
    });
    const read = readDocument(legalPageCollection, sample.file, 'sample.md');
    expect(editorMarkdown(legalPageCollection, read)).toBe(sample.file);
  });

  it('writes front matter fields in schema order, leaves out absent ones, and keeps unknown ones last', () => {
    expect(editorMarkdown(noticeCollection, { body: 'Text.\n', summary: 'Short', title: 'Notice' })).toBe(
      '---\ntitle: Notice\nsummary: Short\n---\n\nText.\n',
    );
    expect(editorMarkdown(noticeCollection, { title: 'Notice', body: 'Text.\n' })).toBe(
      '---\ntitle: Notice\n---\n\nText.\n',
    );
    expect(editorMarkdown(noticeCollection, { colour: 'red', title: 'Notice', body: 'Text.\n' })).toBe(
      '---\ntitle: Notice\ncolour: red\n---\n\nText.\n',
    );
  });

  it('covers every sample but one: a title with a line break, which Tina writes as a block the site refuses', () => {
    const [multiLine, ...others] = captured.samples.filter((sample) => sample.title.includes('\n'));
    expect(others).toEqual([]);
    expect(oneLine.length).toBe(captured.samples.length - 1);
    expect(multiLine?.file).toMatch(/^---\ntitle: \|-\n {2}/);
    expect(() => parseMarkdownDocument(multiLine?.file ?? '', 'sample.md')).toThrow('expected one line of text');
  });

  it('refuses front matter it could not write as one line of text', () => {
    expect(() => editorMarkdown(noticeCollection, { title: 'Two\nlines', body: '' })).toThrow(
      'front matter text must be one line',
    );
    expect(() => editorMarkdown(noticeCollection, { title: 12, body: '' })).toThrow(
      'the front matter field "title" must be text',
    );
  });
});
