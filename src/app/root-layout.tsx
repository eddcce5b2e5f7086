import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader, type NavItem } from '../components/site-header/site-header';
import { ToastRegion } from '../components/toast-region/toast-region';
import { editable } from '../content/editable';
import { useSeoContent } from '../content/seo';
import { useSiteContent } from '../content/site';
import { menuRoutes, pageRoutes, type PageRouteId } from '../route-table';
import { usePageHead } from './document-head';
import styles from './root-layout.module.scss';

/** Brings a `#section` link into view after client-side navigation, as a full page load would. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, pathname]);
}

/** The head of the current route: title, description, address and sharing tags, from the search-engine content. */
function useRouteHead(brandName: string) {
  const seo = useSeoContent();
  const routeId = useMatches().at(-1)?.id as PageRouteId | 'notFound' | undefined;
  const page = seo[routeId ?? 'notFound'];
  const route = pageRoutes.find((candidate) => candidate.id === routeId);
  usePageHead({
    title: `${page.title} | ${brandName}`,
    description: page.description,
    canonicalUrl: route && seo.siteUrl + route.path,
    imageUrl: seo.siteUrl + seo.shareImage,
    imageAlt: seo.shareImageAlt,
    siteName: brandName,
    language: seo.language,
  });
}

export function RootLayout() {
  const site = useSiteContent();
  useRouteHead(site.brand.name);
  const navItems: NavItem[] = menuRoutes.map((route) => ({
    label: site.navigation[route.id],
    path: route.path,
    tinaField: editable(site.navigation, route.id),
  }));
  useScrollToHash();

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader
        brandName={site.brand.name}
        items={navItems}
        orderNow={site.navigation.orderNow}
        tinaFields={{
          brandName: editable(site.brand, 'name'),
          orderNow: editable(site.navigation.orderNow, 'label'),
        }}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter
        brandName={site.brand.name}
        blurb={site.brand.blurb}
        quickLinksHeading={site.footer.quickLinksHeading}
        quickLinks={navItems}
        servicesHeading={site.footer.servicesHeading}
        services={site.footer.services}
        copyright={site.footer.copyright}
        legalLinks={site.footer.legalLinks}
        year={new Date().getFullYear()}
        tinaFields={{
          blurb: editable(site.brand, 'blurb'),
          quickLinksHeading: editable(site.footer, 'quickLinksHeading'),
          servicesHeading: editable(site.footer, 'servicesHeading'),
          services: editable(site.footer, 'services'),
          copyright: editable(site.footer, 'copyright'),
        }}
      />
      {/* The one place toasts appear: the forms' confirmations. */}
      <ToastRegion />
      <ScrollRestoration />
    </>
  );
}
