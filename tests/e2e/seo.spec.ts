import menu from '#content/pages/menu.json';
import business from '#content/site/business.json';
import seo from '#content/site/seo.json';
import site from '#content/site/site.json';
import { menuStructuredData } from '#src/build-time/menu-structured-data';
import { cafeStructuredData } from '#src/build-time/structured-data';
import { pageRoutes } from '#model/route-table';
import { buildDay } from '#scripts/build/build-day';
import { fontDrawing } from './support/still-page';
import { expect, pages, test } from './support/fixtures';

/** Every head tag a search engine or link preview reads, as the prerendered HTML serves it. */
async function headOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
    return {
      lang: document.documentElement.lang,
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      description: content('meta[name="description"]'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      robots: content('meta[name="robots"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogImage: content('meta[property="og:image"]'),
      ogImageAlt: content('meta[property="og:image:alt"]'),
      ogSiteName: content('meta[property="og:site_name"]'),
      ogType: content('meta[property="og:type"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterTitle: content('meta[name="twitter:title"]'),
      twitterDescription: content('meta[name="twitter:description"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      manifest: [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
        link.getAttribute('href'),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ) as Record<string, unknown>[],
    };
  });
}

/** The web app manifest every page names (its contents: src/build-time/site-files.test.ts). */
const manifestHref = '/manifest.webmanifest';

const seoPages = seo as unknown as Record<string, { title: string; description: string }>;

/**
 * The head a page must carry, from the content it comes from, each tag exactly once:
 * a page with a canonical address names it; one without (the not-found page) asks
 * search engines to skip it.
 */
function expectedHead(seoKey: string, canonicalPath: string | undefined) {
  const { title, description } = seoPages[seoKey]!;
  const fullTitle = `${title} | ${site.brand.name}`;
  const url = canonicalPath === undefined ? undefined : seo.siteUrl + canonicalPath;
  const image = seo.siteUrl + seo.shareImage;
  return {
    lang: seo.language,
    titles: [fullTitle],
    description: [description],
    canonical: url ? [url] : [],
    robots: url ? [] : ['noindex'],
    ogTitle: [fullTitle],
    ogDescription: [description],
    ogUrl: url ? [url] : [],
    ogImage: [image],
    ogImageAlt: [seo.shareImageAlt],
    ogSiteName: [site.brand.name],
    ogType: ['website'],
    twitterCard: ['summary_large_image'],
    twitterTitle: [fullTitle],
    twitterDescription: [description],
    twitterImage: [image],
    manifest: [manifestHref],
  };
}

// The served HTML is what search engines, link previews and browsers without JavaScript read (the
// same at every width: desktop only). PageHead's own behaviour (the tags once each, a page without
// an address, the head of the editor's preview changing page) is
// src/components/page-head/page-head.test.tsx's, and the files at the site root are
// src/build-time/site-files.test.ts's.
test.describe('the served HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every route has its own title, description, canonical address, sharing tags, language and structured data, and shows its heading, current link, text, form and footer, in the web fonts; the not-found page asks not to be indexed', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    // Dated the day the site was built, as the build dates it (the special hours from that day on).
    const builtOn = buildDay(business.timeZone);
    for (const route of [...pageRoutes, { id: 'notFound', path: '/no-such-page' }]) {
      await page.goto(route.path);
      const head = await headOf(page);
      const found = route.id !== 'notFound';
      const expected = expectedHead(route.id, found ? route.path : undefined);
      expect(head, route.path).toMatchObject(expected);
      // The structured data is the one the unit tests validate, built from the business facts; the
      // menu's own (Menu → MenuSection → MenuItem) is on the menu page alone.
      expect(head.jsonLd).toEqual(
        found
          ? [
              cafeStructuredData({ business, seo, brandName: site.brand.name }, builtOn),
              ...(route.id === 'menu' ? [menuStructuredData(menu, seo, builtOn)] : []),
            ]
          : [],
      );
      await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      const current = pages.find((item) => item.path === route.path)?.label;
      if (current) {
        const link = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]');
        await expect(link, route.path).toHaveText(current);
      }
      await expect(page.getByRole('main').locator('p').first(), route.path).toBeVisible();
      await expect(page.getByRole('contentinfo'), route.path).toBeVisible();
      // A form is there to be read (and, delivered, sent) before any script; a print button that
      // could not print is not.
      for (const form of await page.getByRole('main').getByRole('form').all()) {
        await expect(form, route.path).toBeVisible();
      }
      await expect(page.getByRole('button', { name: menu.printLabel })).toBeHidden();
      titles.add(expected.titles[0]!);
      descriptions.add(expected.description[0]!);
    }
    expect(titles.size, 'titles are unique').toBe(pageRoutes.length + 1);
    expect(descriptions.size, 'descriptions are unique').toBe(pageRoutes.length + 1);
    expect((await request.get(manifestHref)).status()).toBe(200);
    // In the web fonts, which the stylesheet asks for itself: no script can remember them, so a page
    // loaded again has them from the cache (as with scripts, one that misses the first paint is not swapped in).
    await page.goto('/terms');
    await page.reload();
    expect(await fontDrawing(page)).toBe('Fraunces');
    expect(await fontDrawing(page, 'main p')).toMatch(/^DM Sans/);
    // The browser logs the 404 response itself; expected here.
    consoleErrors.length = 0;
  });
});
