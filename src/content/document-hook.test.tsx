import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { documentQuery } from '#tina/schema/document-query';
import { pricingCollection, pricingDocument } from '#tests/unit-support/test-collections';
import { documentHook } from './document-hook';
import { pricingPage } from '#tests/unit-support/pricing-page';

/**
 * The visual editor, seen from the page: Tina's `useTina` is where the owner's
 * unsaved values come in, so it is replaced here by an editor the test drives
 * (`mockEditor.send`). Like Tina's, it answers with the data it was handed
 * until the editor sends values for the document, and starts over from that
 * data whenever it is handed a new object. How Tina carries the values (its
 * messages, its query) is Tina's business and the editor tests' (test:editor).
 */
type EditorListener = (values: object) => void;
const mockEditor = {
  listeners: new Map<string, Set<EditorListener>>(),
  /** The documents pages have asked the editor for, in order. */
  opened: [] as string[],
  /** The form each document asks the editor to open first, by file (none for a site-wide one). */
  formsAskedFor: new Map<string, string | undefined>(),
  /** How often a `useTina` has started over from the data it was handed. */
  startsFromData: 0,
  listen(relativePath: string, listener: EditorListener): () => void {
    this.opened.push(relativePath);
    const listeners = this.listeners.get(relativePath) ?? new Set();
    this.listeners.set(relativePath, listeners.add(listener));
    return () => listeners.delete(listener);
  },
  send(relativePath: string, values: object): void {
    for (const listener of this.listeners.get(relativePath) ?? []) {
      listener(values);
    }
  },
};

jest.mock('tinacms/dist/react', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  return {
    ...jest.requireActual<typeof import('tinacms/dist/react')>('tinacms/dist/react'),
    useTina<T extends object>({
      variables,
      data,
      experimental___selectFormByFormId: selectForm,
    }: {
      variables: { relativePath: string };
      data: T;
      experimental___selectFormByFormId?: () => string;
    }) {
      mockEditor.formsAskedFor.set(variables.relativePath, selectForm?.());
      const [live, setLive] = useState(data);
      // Tina's hook renders once more when mounted in the browser, to report `isClient`.
      const [isClient, setIsClient] = useState(false);
      useEffect(() => setIsClient(true), []);
      useEffect(() => {
        // Where Tina would start over for ever (a new object on every render), stop the test instead.
        mockEditor.startsFromData += 1;
        if (mockEditor.startsFromData > 10) {
          throw new Error('useTina was handed a new data object on every render.');
        }
        setLive(data);
      }, [data]);
      useEffect(
        () => mockEditor.listen(variables.relativePath, (values) => setLive(values as T)),
        [variables.relativePath],
      );
      return { data: live, isClient };
    },
  };
});
// The test collection's rules stand in for the site's.
jest.mock('#tina/schema/content-collections', () => ({
  contentCollections: [
    jest.requireActual<typeof import('#tests/unit-support/test-collections')>(
      '#tests/unit-support/test-collections',
    ).pricingCollection,
  ],
}));
// The build puts each collection's query in the bundle; the test collection needs one too.
Object.assign(globalThis, {
  __DOCUMENT_QUERIES__: {
    ...__DOCUMENT_QUERIES__,
    [pricingCollection.name]: documentQuery(pricingCollection),
  },
});

/** The values the editor sends while the owner types, as GraphQL answers them (null for an empty optional field). */
function typed({ heading = 'Office Fuel', breakfastPrice = 10 } = {}) {
  return {
    pricingPage: {
      heading,
      note: null,
      visible: null,
      currency: null,
      tiers: [
        { name: 'Espresso Fuel', price: 5, points: null, badge: null },
        { name: 'Breakfast Fuel', price: breakfastPrice, points: null, badge: 'Most Popular' },
      ],
      slides: null,
    },
  };
}

async function editorSends(values: object) {
  await act(async () => mockEditor.send('pricing.json', values));
}

beforeEach(() => {
  mockEditor.opened = [];
  mockEditor.formsAskedFor.clear();
  mockEditor.startsFromData = 0;
});

describe('a page in the visual editor’s preview', () => {
  const PricingPage = pricingPage(documentHook(pricingCollection.name, 'pricing.json', pricingDocument));

  // The owner's unsaved values shown as the editor sends them, and a refused price kept off the
  // page: tests/e2e/editor-refusals.spec.ts in the editor itself; what is kept, src/content/last-valid.test.ts.

  it('settles after the first render (the hook hands the editor one data object, so it does not start over forever)', () => {
    const onRender = jest.fn();
    render(
      <Profiler id="pricing" onRender={onRender}>
        <PricingPage />
      </Profiler>,
    );
    // The first render, then at most one more when the editor's hook has mounted.
    expect(onRender.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('a page of the public site (built without the editor)', () => {
  const visualEditing = __VISUAL_EDITING__;
  beforeEach(() => Object.assign(globalThis, { __VISUAL_EDITING__: false }));
  afterEach(() => Object.assign(globalThis, { __VISUAL_EDITING__: visualEditing }));

  it('shows the content as built and never asks the editor for values', async () => {
    const PricingPage = pricingPage(documentHook(pricingCollection.name, 'pricing.json', pricingDocument));
    render(<PricingPage />);
    await editorSends(typed({ breakfastPrice: 12 }));
    expect(screen.getByRole('heading', { name: 'Office Fuel' })).toBeInTheDocument();
    expect(screen.getByText('Breakfast Fuel: $10 (Most Popular)')).toBeInTheDocument();
    expect(mockEditor.opened).toEqual([]);
  });
});

describe('which form the editor opens first', () => {
  /** Renders a component that reads one document, as a page or its header does. */
  function readDocument(collectionName: string, relativePath: string) {
    const useDocument = documentHook(collectionName, relativePath, {});
    function Reader() {
      useDocument();
      return null;
    }
    render(<Reader />);
  }

  it("a page's own document asks for its own form, by its file", () => {
    readDocument('menuPage', 'menu.json');
    readDocument('legalPage', 'privacy.md');
    expect(mockEditor.formsAskedFor.get('menu.json')).toBe('content/pages/menu.json');
    expect(mockEditor.formsAskedFor.get('privacy.md')).toBe('content/legal/privacy.md');
  });

  it('a site-wide document (name and menu, business details, search engines) asks for none', () => {
    readDocument('site', 'site.json');
    readDocument('business', 'business.json');
    readDocument('seo', 'seo.json');
    expect([...mockEditor.formsAskedFor.entries()]).toEqual([
      ['site.json', undefined],
      ['business.json', undefined],
      ['seo.json', undefined],
    ]);
  });
});
