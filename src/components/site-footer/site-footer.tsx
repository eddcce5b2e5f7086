import type { ReactNode } from 'react';
import { SiteLink } from '#src/components/site-link/site-link';
import type { NavItem } from '#src/components/site-header/site-header';
import { siteFooterId } from './site-footer-id';
import styles from './site-footer.module.scss';

interface SiteFooterProps {
  brand: { name: string; blurb: string };
  /** The footer's words, as the site's content holds them (also passed to `tinaField`). */
  footer: {
    quickLinksHeading: string;
    servicesHeading: string;
    services: readonly string[];
    copyright: string;
    legalLinks: readonly { label: string; href: string }[];
  };
  quickLinks: readonly NavItem[];
  /** The path of the page shown: its quick link is marked as the current page. */
  currentPath: string | undefined;
  year: number;
  /** Whether the bar is open now, under the blurb (`OpeningStatus`). */
  status?: ReactNode;
  /** `data-tina-field` of a content field, given the object that holds it, so the editor opens each text on click. */
  tinaField?: (object: object, field: string, index?: number) => string | undefined;
}

export function SiteFooter(props: SiteFooterProps) {
  const { brand, footer, quickLinks, currentPath, year, status, tinaField } = props;
  return (
    <footer id={siteFooterId} className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.heading} data-tina-field={tinaField?.(brand, 'name')}>
            {brand.name}
          </h2>
          <p data-tina-field={tinaField?.(brand, 'blurb')}>{brand.blurb}</p>
          {status}
        </section>
        <nav aria-labelledby="footer-links">
          <h2
            id="footer-links"
            className={styles.heading}
            data-tina-field={tinaField?.(footer, 'quickLinksHeading')}
          >
            {footer.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.path}>
                <SiteLink
                  href={link.path}
                  aria-current={link.path === currentPath ? 'page' : undefined}
                  data-tina-field={link.tinaField}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-services">
          <h2
            id="footer-services"
            className={styles.heading}
            data-tina-field={tinaField?.(footer, 'servicesHeading')}
          >
            {footer.servicesHeading}
          </h2>
          <ul className={styles.list}>
            {footer.services.map((service, index) => (
              <li key={service} data-tina-field={tinaField?.(footer, 'services', index)}>
                {service}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          {/* The build writes its own year; a visitor's browser may already be in the next one. */}©{' '}
          <span suppressHydrationWarning>{year}</span>{' '}
          <span data-tina-field={tinaField?.(footer, 'copyright')}>{footer.copyright}</span>
        </p>
        <ul className={styles.legal}>
          {footer.legalLinks.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} data-tina-field={tinaField?.(link, 'label')}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
