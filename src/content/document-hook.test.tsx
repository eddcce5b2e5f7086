import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { hashFromQuery } from 'tinacms/dist/react';
import { documentQuery } from '../../tina/document-query';
import { pricingCollection, pricingDocument } from '../../tina/test-fixtures';
import { documentHook } from './document-hook';
import { editable } from './editable';

// The test collection stands in for the site's, for its rules and its query.
jest.mock('../../tina/content-collections', () => ({
  contentCollections: [jest.requireActual<typeof import('../../tina/test-fixtures')>('../../tina/test-fixtures').pricingCollection],
}));
// A test collection, so its query is added to the build's map the way webpack adds the real ones.
Object.assign(globalThis, {
  __DOCUMENT_QUERIES__: { ...__DOCUMENT_QUERIES__, [pricingCollection.name]: documentQuery(pricingCollection) },
});
const usePricing = documentHook(pricingCollection.name, 'pricing.json', pricingDocument);

function PricingPage() {
  const page = usePricing();
  return (
    <main>
      <h1 data-tina-field={editable(page, 'heading')}>{page.heading}</h1>
      {page.tiers.map((tier) => (
        <p key={tier.name} data-tina-field={editable(tier, 'price')}>
          {tier.name}: ${tier.price}
          {tier.badge !== undefined && ` (${tier.badge})`}
        </p>
      ))}
    </main>
  );
}

/** What the editor sends while the owner types: the query's answer, GraphQL-style (nulls, extra keys). */
function sendFromEditor(data: unknown) {
  const query = documentQuery(pricingCollection);
  const id = hashFromQuery(JSON.stringify({ query, variables: { relativePath: 'pricing.json' } }));
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'updateData', id, data },
      origin: window.location.origin,
      source: window,
    }),
  );
}

describe('documentHook', () => {
  it('asks for every field of the schema, nested objects included', () => {
    expect(documentQuery(pricingCollection)).toBe(
      [
        'query pricingPageDocument($relativePath: String!) {',
        '  pricingPage(relativePath: $relativePath) {',
        '    heading',
        '    note',
        '    visible',
        '    currency',
        '    tiers {',
        '      name',
        '      price',
        '      points',
        '      badge',
        '    }',
        '    slides {',
        '      title',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('shows the content imported at build time, fetching nothing', () => {
    const fetchSpy = jest.fn();
    window.fetch = fetchSpy;
    render(<PricingPage />);
    expect(screen.getByRole('heading', { name: 'Office Fuel' })).toBeInTheDocument();
    expect(screen.getByText('Breakfast Fuel: $10 (Most Popular)')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('marks every element for the editor with the field it shows', () => {
    render(<PricingPage />);
    expect(screen.getByRole('heading').getAttribute('data-tina-field')).toMatch(/---pricingPage\.heading$/);
    expect(screen.getByText(/^Breakfast Fuel/).getAttribute('data-tina-field')).toMatch(
      /---pricingPage\.tiers\.1\.price$/,
    );
  });

  it('renders the same markup in the prerender and the browser, so hydration has nothing to fix', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PricingPage />);
    document.body.append(container);
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <PricingPage />);
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Office Fuel');
    container.remove();
  });

  it('shows the owner’s unsaved values live, as the editor sends them', async () => {
    render(<PricingPage />);
    await act(async () => {
      sendFromEditor({
        pricingPage: {
          __typename: 'PricingPage',
          heading: 'Office Fuel',
          note: null,
          visible: null,
          currency: null,
          tiers: [
            { name: 'Espresso Fuel', price: 5, points: null, badge: null },
            { name: 'Breakfast Fuel', price: 12, points: null, badge: 'Most Popular' },
          ],
          slides: null,
        },
      });
    });
    expect(screen.getByText('Breakfast Fuel: $12 (Most Popular)')).toBeInTheDocument();
    // An optional field the editor answers with null is absent, as in the file.
    expect(screen.getByText('Espresso Fuel: $5')).toBeInTheDocument();
  });

  it('keeps showing the last accepted price while the owner types a refused one, and follows the rest', async () => {
    render(<PricingPage />);
    const tiers = (breakfastPrice: number) => [
      { name: 'Espresso Fuel', price: 5, points: null, badge: null },
      { name: 'Breakfast Fuel', price: breakfastPrice, points: null, badge: 'Most Popular' },
    ];
    await act(async () => {
      sendFromEditor({ pricingPage: { heading: 'Office Fuel', tiers: tiers(12), slides: null } });
    });
    expect(screen.getByText('Breakfast Fuel: $12 (Most Popular)')).toBeInTheDocument();
    await act(async () => {
      sendFromEditor({ pricingPage: { heading: 'Office Fuel today', tiers: tiers(-3), slides: null } });
    });
    expect(screen.getByRole('heading', { name: 'Office Fuel today' })).toBeInTheDocument();
    expect(screen.getByText('Breakfast Fuel: $12 (Most Popular)')).toBeInTheDocument();
    expect(screen.queryByText(/-3/)).not.toBeInTheDocument();
  });

  it('settles after the first render (the data keeps its identity, so useTina does not loop)', () => {
    const onRender = jest.fn();
    render(
      <Profiler id="pricing" onRender={onRender}>
        <PricingPage />
      </Profiler>,
    );
    // The first render, then at most useTina's one update after mounting.
    expect(onRender.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
