import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MarkdownText } from './markdown-text';

const html = (markdown: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownText markdown={markdown} />
    </MemoryRouter>,
  );

it('drops raw HTML and unsafe link addresses', () => {
  const rendered = html(
    '<script>alert(1)</script><b onclick="x()">raw html</b>\n\n[bad](javascript:alert(1)), ' +
      '[another site](https://example.com "Title")\n\n3. starts at three\n',
  );
  expect(rendered).not.toMatch(/<script|<b |onclick|javascript:/);
  expect(rendered).toContain('<a href="https://example.com">another site</a>');
  expect(rendered).toContain('<ol start="3">');
});

it('moves to a page of the site without reloading when its link is followed', async () => {
  render(
    <MemoryRouter initialEntries={['/privacy']}>
      <Routes>
        <Route path="/privacy" element={<MarkdownText markdown="[Contact us](/contact)" />} />
        <Route path="/contact" element={<h1>Contact page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
  expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
});
