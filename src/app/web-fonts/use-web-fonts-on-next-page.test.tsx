import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { webFontsArrived } from './load-web-fonts';
import { useWebFontsOnNextPage } from './use-web-fonts-on-next-page';
import { webFontsAttribute } from './web-fonts-mark';

jest.mock('./load-web-fonts', () => ({ webFontsArrived: jest.fn() }));

function Page({ name, next }: { name: string; next: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to={next}>Next</Link>
      <Link to="#details">Details</Link>
    </>
  );
}

function Site() {
  useWebFontsOnNextPage();
  return (
    <Routes>
      <Route path="/" element={<Page name="Home" next="/catering" />} />
      <Route path="/catering" element={<Page name="Catering" next="/" />} />
    </Routes>
  );
}

const marked = () => document.documentElement.hasAttribute(webFontsAttribute);

beforeEach(() => document.documentElement.removeAttribute(webFontsAttribute));

it('leaves the page the fonts arrive on in its fallbacks, however often it is drawn again', () => {
  jest.mocked(webFontsArrived).mockReturnValue(false);
  const { rerender } = render(
    <MemoryRouter>
      <Site />
    </MemoryRouter>,
  );
  jest.mocked(webFontsArrived).mockReturnValue(true);
  rerender(
    <MemoryRouter>
      <Site />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(marked()).toBe(false);
});

it('draws the next page in the web fonts once they have arrived', async () => {
  jest.mocked(webFontsArrived).mockReturnValue(false);
  render(
    <MemoryRouter>
      <Site />
    </MemoryRouter>,
  );
  expect(marked()).toBe(false);
  jest.mocked(webFontsArrived).mockReturnValue(true);
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Catering' })).toBeInTheDocument();
  expect(marked()).toBe(true);
});

it('keeps the fallbacks on the next page while the fonts have not arrived', async () => {
  jest.mocked(webFontsArrived).mockReturnValue(false);
  render(
    <MemoryRouter>
      <Site />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Catering' })).toBeInTheDocument();
  expect(marked()).toBe(false);
});

it('does not swap them in under a link to a part of the same page', async () => {
  jest.mocked(webFontsArrived).mockReturnValue(false);
  render(
    <MemoryRouter>
      <Site />
    </MemoryRouter>,
  );
  jest.mocked(webFontsArrived).mockReturnValue(true);
  await userEvent.click(screen.getByRole('link', { name: 'Details' }));
  expect(marked()).toBe(false);
});
