import fs from 'node:fs';
import menu from '../../content/pages/menu.json';
import business from '../../content/site/business.json';
import seo from '../../content/site/seo.json';
import site from '../../content/site/site.json';
import { menuStructuredData } from '../../src/build-time/menu-structured-data';
import { cafeStructuredData } from '../../src/build-time/structured-data';
import { pageRoutes } from '../../site/route-table';
import { buildDay } from '../../scripts/build-day';
import { expect, test } from './fixtures';

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
      ogType: content('meta[property="og:type"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterTitle: content('meta[name="twitter:title"]'),
      twitterImage: content('meta[name="twitter:image"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ) as Record<string, unknown>[],
    };
  });
}

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
    ogType: ['website'],
    twitterCard: ['summary_large_image'],
    twitterTitle: [fullTitle],
    twitterImage: [image],
  };
}

test.describe('search engines and link previews, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every route has its own title, description, canonical address, sharing tags and language', async ({
    page,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of pageRoutes) {
      await page.goto(route.path);
      const head = await headOf(page);
      const expected = expectedHead(route.id, route.path);
      expect(head, route.path).toMatchObject(expected);
      // The structured data is the one the unit tests validate, built from the business facts.
      // Dated the day the site was built, as the build dates it (the special hours from that day on).
      const builtOn = buildDay(business.timeZone);
      // The menu's own (Menu → MenuSection → MenuItem) is on the menu page alone.
      expect(head.jsonLd).toEqual([
        cafeStructuredData(business, seo, site.brand.name, builtOn),
        ...(route.id === 'menu' ? [menuStructuredData(menu, seo, builtOn)] : []),
      ]);
      titles.add(expected.titles[0]!);
      descriptions.add(expected.description[0]!);
    }
    expect(titles.size, 'titles are unique').toBe(pageRoutes.length);
    expect(descriptions.size, 'descriptions are unique').toBe(pageRoutes.length);
  });

  test('the not-found page asks search engines not to index it and names no canonical address', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/no-such-page');
    const head = await headOf(page);
    expect(head.titles).toEqual([`${seo.notFound.title} | ${site.brand.name}`]);
    expect(head.canonical).toEqual([]);
    expect(head.robots).toEqual(['noindex']);
    expect(head).toMatchObject(expectedHead('notFound', undefined));
    expect(head.jsonLd).toEqual([]);
    // The browser logs the 404 response itself; expected here.
    consoleErrors.length = 0;
  });
});

test.describe('once the script has started', () => {
  test('every page keeps the head it was served with, each tag once (none added beside it)', async ({
    page,
    openPage,
  }) => {
    for (const route of pageRoutes) {
      await openPage(route.path);
      expect(await headOf(page), route.path).toMatchObject(expectedHead(route.id, route.path));
    }
  });

  test('moving to another page in the browser replaces the title, description, canonical address and sharing tags', async ({
    page,
    openPage,
  }) => {
    await openPage('/contact');
    expect(await headOf(page)).toMatchObject(expectedHead('contact', '/contact'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page).toHaveTitle(`${seo.privacy.title} | ${site.brand.name}`);
    const head = await headOf(page);
    expect(head).toMatchObject(expectedHead('privacy', '/privacy'));
    expect(head.twitterTitle).toEqual(head.ogTitle);
  });

  test("between the not-found page and a real one, neither page's noindex or canonical address lingers", async ({
    page,
    openPage,
    consoleErrors,
  }) => {
    await openPage('/no-such-page');
    expect(await headOf(page)).toMatchObject(expectedHead('notFound', undefined));

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(`${seo.home.title} | ${site.brand.name}`);
    expect(await headOf(page)).toMatchObject(expectedHead('home', '/'));

    // Back renders the not-found page in the browser, without asking the server.
    await page.goBack();
    await expect(page).toHaveURL('/no-such-page');
    await expect(page).toHaveTitle(`${seo.notFound.title} | ${site.brand.name}`);
    expect(await headOf(page)).toMatchObject(expectedHead('notFound', undefined));

    // The browser logs the 404 response, and the not-found page the path, each time it shows.
    expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });
});

test.describe('files at the site root', () => {
  test('sitemap.xml lists every route at its canonical address, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(pageRoutes.map((route) => seo.siteUrl + route.path));

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${seo.siteUrl}/sitemap.xml`);
  });

  test('the web app manifest names the site and its icons exist at the sizes it states', async ({
    page,
    openPage,
    request,
  }) => {
    await openPage('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: site.brand.name, short_name: seo.shortName, start_url: '/' });
    const icons = [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ];
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  test('the picture for shared links exists and is 1200 × 630', async ({ page, openPage }) => {
    await openPage('/');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, seo.shareImage);
    expect(size).toEqual([1200, 630]);
    expect(fs.existsSync(`public${seo.shareImage}`)).toBe(true);
  });
});
