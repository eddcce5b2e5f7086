import { firstPictureOf, pageHintsOf, pageHintsTag } from './page-hints';

const photoHero =
  '<picture class="p"><source type="image/avif" srcSet="/images/a-400.avif 400w, /images/a-800.avif 800w" sizes="(min-width: 768px) 50vw, 100vw"/>' +
  '<source type="image/webp" srcSet="/images/a-400.webp 400w" sizes="(min-width: 768px) 50vw, 100vw"/>' +
  '<img src="/images/a-800.jpg" srcSet="/images/a-400.jpg 400w" sizes="(min-width: 768px) 50vw, 100vw" alt="" loading="eager" fetchPriority="high"/></picture>';

describe('the page hints', () => {
  it('take the first picture fetched with high priority, with its sources, as the browser would read them', () => {
    const lazyFirst = '<img src="/images/card.svg" alt="" loading="lazy"/>';
    expect(firstPictureOf(`<main>${lazyFirst}${photoHero}</main>`)).toEqual({
      src: '/images/a-800.jpg',
      srcset: '/images/a-400.jpg 400w',
      sizes: '(min-width: 768px) 50vw, 100vw',
      sources: [
        { type: 'image/avif', srcset: '/images/a-400.avif 400w, /images/a-800.avif 800w' },
        { type: 'image/webp', srcset: '/images/a-400.webp 400w' },
      ],
    });
  });

  it('take a drawing shown as it is by its address alone, unescaped', () => {
    const drawing = '<img src="/images/caff&amp;latte.svg" alt="" loading="eager" fetchPriority="high"/>';
    expect(firstPictureOf(drawing)).toEqual({ src: '/images/caff&latte.svg' });
  });

  it('give a page with no picture fetched first its files only, and leave out the not-found page', () => {
    const hints = pageHintsOf([
      { id: 'terms', files: ['/assets/page-terms.js'], html: '<h1>Terms</h1>' },
      { id: 'notFound', files: ['/assets/page-notFound.js'], html: '<h1>Not found</h1>' },
    ]);
    expect(hints).toEqual({ terms: { files: ['/assets/page-terms.js'] } });
  });

  it('are written as a data element that no value can close', () => {
    const tag = pageHintsTag({ home: { files: ['/assets/</script><script>alert(1)</script>.js'] } });
    expect(tag).toMatch(/^<script type="application\/json" id="page-hints">/);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      home: { files: ['/assets/</script><script>alert(1)</script>.js'] },
    });
  });
});
