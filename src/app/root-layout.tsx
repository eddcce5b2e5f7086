import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHead, type PageHeadProps } from '../components/page-head/page-head';
import { OpeningStatus } from '../components/opening-status/opening-status';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteNotice } from '../components/site-notice/site-notice';
import { SiteHeader, type NavItem } from '../components/site-header/site-header';
import { ToastRegion } from '../components/toast-region/toast-region';
import { useBusinessContent } from '../content/business';
import { editable } from '../content/editable';
import { useSeoContent } from '../content/seo';
import { useSiteContent } from '../content/site';
import { siteDay } from '../content/site-day';
import { liveNotice, noticeId } from '../content/site-notice';
import { useOpeningStatusProps } from '../content/use-opening-status-props';
import { RoutePage } from '../page-modules';
import { menuRoutes, pageRoutes, routeIdOf, type RoutedPageId } from '../../site/route-table';
import { useScrollRestoration } from './use-scroll-restoration';
import { useWebFontsOnNextPage } from './web-fonts/use-web-fonts-on-next-page';
import styles from './root-layout.module.scss';

/** The head of the current route: title, description, address and sharing tags, from the search-engine content. */
function useRouteHead(routeId: RoutedPageId, brandName: string): PageHeadProps {
  const seo = useSeoContent();
  const page = seo[routeId];
  const route = pageRoutes.find((candidate) => candidate.id === routeId);
  return {
    title: `${page.title} | ${brandName}`,
    description: page.description,
    canonicalUrl: route && seo.siteUrl + route.path,
    imageUrl: seo.siteUrl + seo.shareImage,
    imageAlt: seo.shareImageAlt,
    siteName: brandName,
    language: seo.language,
  };
}

export function RootLayout() {
  const site = useSiteContent();
  const business = useBusinessContent();
  const statusProps = useOpeningStatusProps();
  const notice = liveNotice(site.notice, siteDay(business.timeZone));
  // The route table alone decides which page a path shows, here, in the prerender step and in
  // the browser's start-up, so the page served for a path is always the page that hydrates.
  const routeId = routeIdOf(useLocation().pathname);
  const head = useRouteHead(routeId, site.brand.name);
  // Before the scroll is restored: the fonts change where a `#section` of the new page is.
  useWebFontsOnNextPage();
  useScrollRestoration();
  const navItems: NavItem[] = menuRoutes.map((route) => ({
    label: site.navigation[route.id],
    path: route.path,
    tinaField: editable(site.navigation, route.id),
  }));

  return (
    <>
      <PageHead {...head} />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      {notice?.text && (
        <SiteNotice
          text={notice.text}
          link={
            notice.linkLabel && notice.linkHref
              ? { label: notice.linkLabel, href: notice.linkHref }
              : undefined
          }
          dismissLabel={notice.dismissLabel}
          noticeId={noticeId(notice)}
          tinaFields={{
            text: editable(site.notice, 'text'),
            linkLabel: editable(site.notice, 'linkLabel'),
            dismissLabel: editable(site.notice, 'dismissLabel'),
          }}
        />
      )}
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
        {/* Keeps the current page on screen while the next one's code loads. */}
        <Suspense fallback={null}>
          <RoutePage id={routeId} />
        </Suspense>
      </main>
      <SiteFooter
        brandName={site.brand.name}
        blurb={site.brand.blurb}
        quickLinksHeading={site.footer.quickLinksHeading}
        quickLinks={navItems}
        servicesHeading={site.footer.servicesHeading}
        services={site.footer.services}
        copyright={site.footer.copyright}
        legalLinks={site.footer.legalLinks.map((link) => ({ ...link, tinaField: editable(link, 'label') }))}
        status={<OpeningStatus {...statusProps} />}
        year={new Date().getFullYear()}
        tinaFields={{
          brandName: editable(site.brand, 'name'),
          blurb: editable(site.brand, 'blurb'),
          quickLinksHeading: editable(site.footer, 'quickLinksHeading'),
          servicesHeading: editable(site.footer, 'servicesHeading'),
          services: site.footer.services.map((_service, index) => editable(site.footer, 'services', index)),
          copyright: editable(site.footer, 'copyright'),
        }}
      />
      {/* The one place toasts appear: the forms' confirmations. */}
      <ToastRegion />
    </>
  );
}
