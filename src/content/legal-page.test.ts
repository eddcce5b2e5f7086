import fs from 'node:fs';
import path from 'node:path';
import { readLegalPage } from './legal-page';
import { readMarkdown } from '#scripts/content/editor-file-format';
import { legalPageCollection } from '#tina/schema/collections/legal';

const ids = ['privacy', 'terms', 'accessibility'] as const;
const file = (id: string) => `content/legal/${id}.md`;
const read = (id: string) =>
  readMarkdown(
    legalPageCollection,
    fs.readFileSync(path.join(__dirname, '../..', file(id)), 'utf8'),
    file(id),
  );

describe('the legal documents in content/legal', () => {
  // A title and a text: the schema (scripts/content/project-content.test.ts) and tests/e2e/legal.spec.ts.
  it.each(ids)('%s.md starts its sections at ## and never skips a heading level', (id) => {
    const { body } = readLegalPage(id, read(id));
    const levels = [...body.matchAll(/^(#{1,6}) /gm)].map((match) => match[1]!.length);
    expect(levels[0]).toBe(2);
    expect(levels).not.toContain(1);
    levels.forEach((level, index) => {
      if (index > 0) {
        expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
      }
    });
  });

  it.each(ids)('%s.md holds no raw HTML (it would be dropped)', (id) => {
    expect(readLegalPage(id, read(id)).body).not.toMatch(/<[a-z!/]/i);
  });

  it('refuses a document without a title', () => {
    expect(() =>
      readLegalPage('terms', readMarkdown(legalPageCollection, '---\nother: x\n---\nText', 'x.md')),
    ).toThrow('content/legal/terms.md: the front matter has no title');
  });
});
