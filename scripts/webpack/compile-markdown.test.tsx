import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { compileMarkdown } from './compile-markdown';
import { readMarkdown } from '../content/editor-file-format';
import { legalPageCollection } from '../../tina/collections/legal';
import type { MarkdownBody } from '../../site/markdown-format';
import { MarkdownText } from '../../src/components/markdown-text/markdown-text';

const legalDirectory = path.join(__dirname, '../../content/legal');
const legalBodies = fs
  .readdirSync(legalDirectory)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const file = `content/legal/${name}`;
    return [
      file,
      readMarkdown(legalPageCollection, fs.readFileSync(path.join(legalDirectory, name), 'utf8'), file).body,
    ];
  });

/** Everything markdown can hold, including what must not get through. */
const everySyntax = `## Heading two

### Heading *three*

A paragraph with **bold**, _emphasis_, \`code\`, a line  
break, [a page of ours](/contact), [another site](https://example.com "Title") and <https://example.org>.

- one
- two
  1. nested

3. starts at three
4. four

> quoted

    indented code

\`\`\`js
fenced();
\`\`\`

---

![a cup](/images/cup.png "Cup")

<script>alert(1)</script><b onclick="x()">raw html</b>

[bad](javascript:alert(1)) and & < > " ' entities &amp; &copy;
`;

const html = (markdown: MarkdownBody) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownText markdown={markdown} />
    </MemoryRouter>,
  );

describe('markdown compiled at build time', () => {
  it.each([...legalBodies, ['every markdown syntax', everySyntax]])(
    'renders %s compiled at build time exactly as the editor renders its text',
    (_name, text) => {
      const live = html(text!);
      expect(live).toContain('<h2>');
      expect(html(compileMarkdown(text!))).toBe(live);
    },
  );

  it('drops raw HTML and unsafe link addresses', () => {
    const compiled = html(compileMarkdown(everySyntax));
    expect(compiled).not.toMatch(/<script|<b |onclick|javascript:/);
    expect(compiled).toContain('<a href="https://example.com">another site</a>');
    expect(compiled).toContain('<ol start="3">');
  });

  it('moves to a page of the site without reloading when its link is followed', async () => {
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <Routes>
          <Route
            path="/privacy"
            element={<MarkdownText markdown={compileMarkdown('[Contact us](/contact)')} />}
          />
          <Route path="/contact" element={<h1>Contact page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });
});
