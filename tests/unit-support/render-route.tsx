import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '#src/app/app';

/**
 * Renders the editor's app at a URL, as its preview shows it: the page's code loads (React's
 * `lazy`) inside `act`, so the page is on screen when this resolves.
 */
export async function renderRoute(url: string): Promise<RenderResult> {
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = render(
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>,
    );
  });
  return rendered!;
}
