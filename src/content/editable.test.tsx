import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { documentQuery } from '#tina/schema/document-query';
import { pricingCollection, pricingDocument } from '#tests/unit-support/test-collections';
import { documentHook } from './document-hook';
import { pricingPage } from '#tests/unit-support/pricing-page';

// The build puts each collection's query in the bundle; the test collection needs one too.
Object.assign(globalThis, {
  __DOCUMENT_QUERIES__: {
    ...__DOCUMENT_QUERIES__,
    [pricingCollection.name]: documentQuery(pricingCollection),
  },
});
const usePricing = documentHook(pricingCollection.name, 'pricing.json', pricingDocument);

// Tina's own `useTina` marks the document the page shows.
const PricingPage = pricingPage(usePricing);

describe('the marks that let the owner click an element in the preview to open its field', () => {
  // Each element's mark names the field it shows, inside its list item: tests/e2e/editor-fields.spec.ts
  // clicks them in the editor, and editor-refusals.spec.ts the price of one tier.
  it('are the same in the prerendered HTML and in the browser, so hydration has nothing to fix', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PricingPage />);
    const prerendered = container.innerHTML;
    document.body.append(container);
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <PricingPage />);
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(prerendered);
    container.remove();
  });
});
