import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PageHead, type PageHeadProps } from './page-head';

const catering: PageHeadProps = {
  title: 'Espresso bar catering for events | Vicolo Espresso',
  description: 'An espresso bar at your event.',
  canonicalUrl: 'https://vicolo.example/catering',
  imageUrl: 'https://vicolo.example/images/share/vicolo-espresso.png',
  imageAlt: 'A steaming espresso cup.',
  siteName: 'Vicolo Espresso',
  language: 'en',
};

/** What a search engine or a link preview reads in the document's head. */
function head() {
  const all = (selector: string, attribute: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
  return {
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
    description: all('meta[name="description"]', 'content'),
    canonical: all('link[rel="canonical"]', 'href'),
    robots: all('meta[name="robots"]', 'content'),
    ogUrl: all('meta[property="og:url"]', 'content'),
    ogImageAlt: all('meta[property="og:image:alt"]', 'content'),
  };
}

describe('PageHead', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  // Every tag once, with the page's words, in the HTML each route is served with: tests/e2e/seo.spec.ts.
  it("changes the page's language when the owner does, and leaves a prerendered one untouched", async () => {
    document.documentElement.lang = 'en';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    const { rerender } = render(<PageHead {...catering} />);
    await Promise.resolve();
    // Rewriting the same value would restyle the whole page on every start.
    expect(changes).toHaveLength(0);
    rerender(<PageHead {...catering} language="it" />);
    await Promise.resolve();
    observer.disconnect();
    expect(document.documentElement).toHaveAttribute('lang', 'it');
    expect(changes).toHaveLength(1);
  });

  // A page without a canonical address (the not-found page) asking not to be indexed: tests/e2e/seo.spec.ts.
  it("leaves nothing of the previous page's head behind when the page changes", () => {
    const { rerender, unmount } = render(<PageHead {...catering} />);
    rerender(<PageHead {...catering} title="Page not found | Vicolo Espresso" canonicalUrl={undefined} />);
    expect(head()).toMatchObject({
      titles: ['Page not found | Vicolo Espresso'],
      canonical: [],
      ogUrl: [],
      robots: ['noindex'],
    });
    rerender(<PageHead {...catering} canonicalUrl="https://vicolo.example/" />);
    expect(head()).toMatchObject({
      titles: [catering.title],
      canonical: ['https://vicolo.example/'],
      ogUrl: ['https://vicolo.example/'],
      robots: [],
    });
    unmount();
    expect(document.head).toBeEmptyDOMElement();
  });

  it('keeps markup written into the content as text, in the browser and in the prerendered HTML', () => {
    const hostile: PageHeadProps = {
      ...catering,
      title: '</title><script>window.injected=1</script>',
      description: '"><script>window.injected=1</script>',
      canonicalUrl: 'https://vicolo.example/?a=1&b="><script>',
      imageAlt: "' onload='window.injected=1",
    };
    render(<PageHead {...hostile} />);
    expect(document.title).toBe(hostile.title);
    expect(head()).toMatchObject({
      description: [hostile.description],
      canonical: [hostile.canonicalUrl],
      ogImageAlt: [hostile.imageAlt],
    });
    expect(document.querySelectorAll('script')).toHaveLength(0);

    const html = renderToString(<PageHead {...hostile} />);
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;window.injected=1&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;window.injected=1&lt;/script&gt;"');
    expect(html).toContain('href="https://vicolo.example/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('content="&#x27; onload=&#x27;window.injected=1"');
  });
});
