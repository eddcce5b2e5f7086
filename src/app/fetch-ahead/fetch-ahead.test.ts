import { preloadPage } from '../../page-modules';
import { fetchAhead } from './fetch-ahead';
import { pageHintsId, type PageHints } from './page-hints';

jest.mock('../../page-modules', () => ({ preloadPage: jest.fn() }));

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
/** Lets promise callbacks run (the code waits for prefetches under way before loading a page). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};
let loadedByThePage: string[] = [];
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(preloadPage).mockClear();
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
  it('prefetches the files of the page a link in view leads to once the browser is idle, each once', () => {
    comeIntoView(link('/catering'));
    expect(prefetched()).toEqual([]);
    jest.runAllTimers();
    comeIntoView(link('/contact#social'));
    comeIntoView(link('/catering'));
    jest.runAllTimers();
    expect(prefetched()).toEqual([
      '/assets/shared.js',
      '/assets/page-catering.css',
      '/assets/page-catering.js',
      '/assets/page-contact.js',
    ]);
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it('adds one prefetch per idle moment, so no single task adds a page’s files all at once', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (run) => idle.push(run);
    try {
      comeIntoView(link('/catering'));
      idle.shift()!({} as IdleDeadline); // the link in view: which files its page needs
      expect(prefetched()).toEqual([]);
      const addedPerMoment: number[] = [];
      while (idle.length > 0) {
        const before = prefetched().length;
        idle.shift()!({} as IdleDeadline);
        addedPerMoment.push(prefetched().length - before);
      }
      expect(addedPerMoment).toEqual([1, 1, 1]);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  it.each([
    ['hovered', () => new Event('pointerover', { bubbles: true })],
    ['focused', () => new FocusEvent('focusin', { bubbles: true })],
    ['touched', () => new Event('touchstart', { bubbles: true })],
  ])('loads the page’s code at once for a link the visitor has %s', async (_intent, event) => {
    link('/contact#social').dispatchEvent(event());
    await settle();
    expect(preloadPage).toHaveBeenCalledWith('contact');
    // The router's loading fetches the files; a link in view later adds no prefetch for them.
    comeIntoView(link('/contact#social'));
    jest.runAllTimers();
    expect(prefetched()).toEqual([]);
  });

  it('loads the code of a page whose files are being prefetched once they have arrived, not fetching them twice', async () => {
    comeIntoView(link('/contact#social'));
    jest.runAllTimers();
    link('/contact#social').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(preloadPage).not.toHaveBeenCalled();
    for (const prefetch of document.head.querySelectorAll('link')) prefetch.dispatchEvent(new Event('load'));
    await settle();
    expect(preloadPage).toHaveBeenCalledWith('contact');
    expect(prefetched()).toEqual(['/assets/shared.js', '/assets/page-contact.js']);
  });

  it('skips what the page has loaded itself, the page itself, other sites and addresses that are no page', async () => {
    loadedByThePage = [`${location.origin}/assets/shared.js`];
    for (const href of ['/', '/contact#social', 'https://example.com/catering', '/menu.pdf']) {
      comeIntoView(link(href));
      link(href).dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    jest.runAllTimers();
    await settle();
    expect(prefetched()).toEqual([]);
    expect(jest.mocked(preloadPage).mock.calls).toEqual([['contact']]);
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

  it.each([
    ['the visitor saves data', { saveData: true }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing when %s', (_case, setting) => {
    Object.assign(connection, setting);
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    comeIntoView(link('/contact#social'));
    jest.runAllTimers();
    expect(prefetched()).toEqual([]);
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    stop();
    link('/catering').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadPage).not.toHaveBeenCalled();
  });
});
