import { fetchAhead } from './fetch-ahead';

const connection: { saveData?: boolean } = {};
Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

/** jsdom has no Speculation Rules; a browser that has them says so here. */
function readsSpeculationRules(yes: boolean) {
  HTMLScriptElement.supports = (type: string) => yes && type === 'speculationrules';
}

/** The page has loaded and the browser is idle (jsdom has no requestIdleCallback: a task stands in). */
const settle = () => jest.runOnlyPendingTimers();

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<a href="/catering">Catering</a>';
  delete connection.saveData;
});

it.each([
  ['a mouse', true, 'eager'],
  ['a touch screen', false, undefined],
])(
  "fetches the menu's pages once the page has settled, with %s; draws the next page ahead: %s",
  (_input, mouse, drawsAhead) => {
    window.matchMedia = (query: string) =>
      ({ matches: mouse && query.includes('pointer: fine') }) as MediaQueryList;
    readsSpeculationRules(true);
    fetchAhead();
    expect(document.querySelector('script[type="speculationrules"]')).toBeNull();
    settle();
    const rules = JSON.parse(document.querySelector('script[type="speculationrules"]')!.textContent!);
    expect(rules.prefetch[0].eagerness).toBe('immediate');
    expect(rules.prerender?.[0].eagerness).toBe(drawsAhead);
  },
);

it("waits for the page's idle islands to have started before it fetches anything ahead", async () => {
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  readsSpeculationRules(true);
  document.body.innerHTML += '<div data-island="slideshow"></div>';
  fetchAhead();
  settle();
  const rules = () => document.querySelector('script[type="speculationrules"]');
  expect(rules()).toBeNull();
  document.documentElement.setAttribute('data-idle-islands-started', '');
  await Promise.resolve(); // The attribute's observer reports in a microtask.
  expect(rules()).not.toBeNull();
  document.documentElement.removeAttribute('data-idle-islands-started');
});

it('asks for the page of a link the finger comes to where the browser has no Speculation Rules', () => {
  readsSpeculationRules(false);
  fetchAhead();
  document.querySelector('a')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(document.querySelector('link[rel="prefetch"]')).toHaveAttribute('href', '/catering');
});

it.each([true, false])(
  'fetches nothing ahead for a visitor who saves data (Speculation Rules: %s)',
  (rules) => {
    readsSpeculationRules(rules);
    connection.saveData = true;
    fetchAhead();
    settle();
    document.querySelector('a')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(document.head.children).toHaveLength(0);
  },
);
