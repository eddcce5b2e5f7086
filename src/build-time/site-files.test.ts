import fs from 'node:fs';
import path from 'node:path';
import { pageRoutes } from '#model/route-table';
import { seo, site } from '#src/content/built-site-documents';
import { manifestIcons, robotsTxt, siteFiles, sitemapXml } from './site-files';

describe('the files at the site root', () => {
  it('sitemap.xml lists every route of the route table at its full address', () => {
    const xml = sitemapXml('https://bar.example', pageRoutes);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(pageRoutes.map((route) => `https://bar.example${route.path}`));
    expect(locations).toContain('https://bar.example/privacy');
  });

  it('robots.txt allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://bar.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://bar.example/sitemap.xml\n',
    );
  });

  it('sitemap.xml keeps markup in an address as text', () => {
    const xml = sitemapXml('https://bar.example/<x>&"', pageRoutes.slice(0, 1));
    expect(xml).toContain('<loc>https://bar.example/&lt;x&gt;&amp;&quot;/</loc>');
    expect(xml).not.toContain('<x>');
  });

  it('robots.txt refuses an address that would add lines of its own', () => {
    expect(() => robotsTxt('https://bar.example\nDisallow: /')).toThrow(/white space/);
  });

  it('the manifest names the site and lists icons that exist at the sizes it states', () => {
    const { files } = siteFiles({ theme: '#000000', background: '#ffffff' });
    const manifest = JSON.parse(files['manifest.webmanifest']) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: site.brand.name, short_name: seo.shortName, start_url: '/' });
    expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#000000' });
    for (const icon of manifestIcons) {
      const file = fs.readFileSync(path.join(__dirname, '../../public', icon.src));
      // A PNG's width and height sit at bytes 16-23 of its header.
      expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
