import type { ReactNode } from 'react';
import { PageHead, type PageHeadProps } from '#src/components/page-head/page-head';
import { JsonData } from '#src/components/json-data/json-data';
import { OpeningStatus } from '#src/components/opening-status/opening-status';
import {
  openingStatusDataId,
  type OpeningStatusData,
} from '#src/components/opening-status/opening-status-data';
import { SiteFooter } from '#src/components/site-footer/site-footer';
import { SiteNotice } from '#src/components/site-notice/site-notice';
import { SiteHeader, type NavItem } from '#src/components/site-header/site-header';
import { useBusinessContent } from '#src/content/business';
import { editable } from '#src/content/editable';
import { useSeoContent } from '#src/content/seo';
import { useSiteContent } from '#src/content/site';
import { siteDay } from '#src/content/site-day';
import { liveNotice, noticeId } from '#src/content/site-notice';
import { useOpeningStatusProps } from '#src/content/use-opening-status-props';
import { upcomingSpecialHours } from '#model/opening-status';
import { menuRoutes, pageRoutes, type RoutedPageId } from '#model/route-table';
import styles from './site-layout.module.scss';

/** The head of a route: title, description, address and sharing tags, from the search-engine content. */
function useRouteHead(routeId: RoutedPageId, path: string | undefined, brandName: string): PageHeadProps {
  const seo = useSeoContent();
  const page = seo[routeId];
  return {
    title: `${page.title} | ${brandName}`,
    description: page.description,
    canonicalUrl: path && seo.siteUrl + path,
    imageUrl: seo.siteUrl + seo.shareImage,
    imageAlt: seo.shareImageAlt,
    siteName: brandName,
    language: seo.language,
  };
}

interface SiteLayoutProps {
  /** The page shown, from the route table. */
  routeId: RoutedPageId;
  /** The page's own content, inside the layout's `<main>`. */
  children: ReactNode;
}

/**
 * What every page has around its own content: the head, the notice, the top bar, the footer.
 * The build renders it around each page (src/entry-server.tsx), the editor around the page its
 * router shows (src/app/app.tsx).
 */
export function SiteLayout({ routeId, children }: SiteLayoutProps) {
  const site = useSiteContent();
  const business = useBusinessContent();
  const statusProps = useOpeningStatusProps();
  const notice = liveNotice(site.notice, siteDay(business.timeZone));
  const currentPath = pageRoutes.find((route) => route.id === routeId)?.path;
  const head = useRouteHead(routeId, currentPath, site.brand.name);
  const navItems: NavItem[] = menuRoutes.map((route) => ({
    label: site.navigation[route.id],
    path: route.path,
    tinaField: editable(site.navigation, route.id),
  }));
  const statusData: OpeningStatusData = {
    // Only the days from the build's on: the page is rebuilt every morning (README, "Go live").
    schedule: {
      ...statusProps.schedule,
      specialHours: upcomingSpecialHours(statusProps.schedule.specialHours, siteDay(business.timeZone)),
    },
    phrases: statusProps.phrases,
    language: statusProps.language,
  };

  return (
    <>
      <PageHead {...head} />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      {notice?.text && (
        <SiteNotice text={notice.text} notice={notice} noticeId={noticeId(notice)} tinaField={editable} />
      )}
      <SiteHeader
        brandName={site.brand.name}
        items={navItems}
        currentPath={currentPath}
        orderNow={site.navigation.orderNow}
        tinaFields={{
          brandName: editable(site.brand, 'name'),
          orderNow: editable(site.navigation.orderNow, 'label'),
        }}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter
        brand={site.brand}
        footer={site.footer}
        quickLinks={navItems}
        currentPath={currentPath}
        status={<OpeningStatus {...statusProps} />}
        year={new Date().getFullYear()}
        tinaField={editable}
      />
      {/* For the page's script, which writes the status on the public site; the editor's preview renders it live. */}
      {!__VISUAL_EDITING__ && <JsonData id={openingStatusDataId} value={statusData} />}
    </>
  );
}
