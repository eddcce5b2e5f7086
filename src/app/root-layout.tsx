import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader, type NavItem } from '../components/site-header/site-header';
import { useSiteContent } from '../content/site';
import { pageRoutes } from '../route-table';
import styles from './root-layout.module.scss';

/** Brings a `#section` link into view after client-side navigation, as a full page load would. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, pathname]);
}

export function RootLayout() {
  const site = useSiteContent();
  const navItems: NavItem[] = pageRoutes.map((route) => ({
    label: site.navigation[route.id],
    path: route.path,
  }));
  useScrollToHash();

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader brandName={site.brand.name} items={navItems} orderNow={site.navigation.orderNow} />
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
      />
      <ScrollRestoration />
    </>
  );
}
