import { fetchAhead } from './fetch-ahead';
import { pageHintsId, type PageHints } from './page-hints';

const hints: PageHints = {
  home: { files: ['/assets/page-home.js'] },
  catering: {
    files: ['/assets/shared.js', '/assets/page-catering.css', '/assets/page-catering.js'],
    picture: {
      src: '/images/hero-800.jpg',
      srcset: '/images/hero-400.jpg 400w, /images/hero-800.jpg 800w',
      sizes: '100vw',
      sources: [{ type: 'image/avif', srcset: '/images/hero-400.avif 400w' }],
    },
  },
  contact: { files: ['/assets/shared.js', '/assets/page-contact.js'] },
};

/** The IntersectionObserver the code makes (jsdom has none): the test says what comes into view. */
let comeIntoView: (element: Element) => void;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    comeIntoView = (element) =>
      this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
const link = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
const connection: { saveData?: boolean; effectiveType?: string } = {};
let loadedByThePage: string[] = [];
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  performance.getEntriesByName = (name: string) =>
    loadedByThePage.includes(name) ? [{ name } as PerformanceEntry] : [];
  delete connection.saveData;
  connection.effectiveType = '4g';
  loadedByThePage = [];
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${pageHintsId}">${JSON.stringify(hints)}</script>
    <a href="/">Home</a> <a href="/catering">Catering</a> <a href="/contact#social">Contact</a>
    <a href="https://example.com/catering">Elsewhere</a> <a href="/menu.pdf">Menu</a>`;
  stop = fetchAhead();
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('fetching ahead', () => {
  it('fetches the files of the page a hovered link leads to, each once', () => {
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetched()).toEqual([
      '/assets/shared.js',
      '/assets/page-catering.css',
      '/assets/page-catering.js',
    ]);
  });

  it('fetches for a focused or touched link too, and never a file fetched already', () => {
    link('/catering').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/contact#social').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetched()).toEqual([
      '/assets/shared.js',
      '/assets/page-catering.css',
      '/assets/page-catering.js',
      '/assets/page-contact.js',
    ]);
  });

  it('skips what the page has loaded itself, the page itself, other sites and addresses that are no page', () => {
    loadedByThePage = [`${location.origin}/assets/shared.js`];
    for (const href of ['/', '/contact#social', 'https://example.com/catering', '/menu.pdf']) {
      link(href).dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    expect(prefetched()).toEqual(['/assets/page-contact.js']);
  });

  it('lets the browser pick the copy of the first picture this screen shows, from a detached <picture>', () => {
    const createElement = jest.spyOn(document, 'createElement');
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const picture = createElement.mock.results.find((result) => result.value instanceof HTMLPictureElement)
      ?.value as HTMLPictureElement;
    expect(picture.isConnected).toBe(false);
    expect(picture.innerHTML).toBe(
      '<source type="image/avif" srcset="/images/hero-400.avif 400w" sizes="100vw">' +
        '<img fetchpriority="low" sizes="100vw" srcset="/images/hero-400.jpg 400w, /images/hero-800.jpg 800w" src="/images/hero-800.jpg">',
    );
  });

  it('fetches for a link in view once the browser is idle', () => {
    comeIntoView(link('/contact#social'));
    expect(prefetched()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual(['/assets/shared.js', '/assets/page-contact.js']);
  });

  it.each([
    ['the visitor saves data', { saveData: true }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing when %s', (_case, setting) => {
    Object.assign(connection, setting);
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    comeIntoView(link('/contact#social'));
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual([]);
  });

  it('stops when asked', () => {
    stop();
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetched()).toEqual([]);
  });
});
