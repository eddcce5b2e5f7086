import type { ReactNode } from 'react';
import { SiteLink } from '../site-link/site-link';
import type { NavItem } from '../site-header/site-header';
import { siteFooterId } from './site-footer-id';
import styles from './site-footer.module.scss';

interface SiteFooterProps {
  brandName: string;
  blurb: string;
  quickLinksHeading: string;
  quickLinks: readonly NavItem[];
  /** The path of the page shown: its quick link is marked as the current page. */
  currentPath: string | undefined;
  servicesHeading: string;
  services: readonly string[];
  copyright: string;
  legalLinks: readonly { label: string; href: string; tinaField?: string | undefined }[];
  year: number;
  /** Whether the bar is open now, under the blurb (`OpeningStatus`). */
  status?: ReactNode;
  /** `data-tina-field` values, so the visual editor opens each text on click. */
  tinaFields?: {
    brandName?: string | undefined;
    blurb?: string | undefined;
    quickLinksHeading?: string | undefined;
    servicesHeading?: string | undefined;
    /** One per service, in the order of `services`. */
    services?: readonly (string | undefined)[];
    copyright?: string | undefined;
  };
}

export function SiteFooter(props: SiteFooterProps) {
  return (
    <footer id={siteFooterId} className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.heading} data-tina-field={props.tinaFields?.brandName}>
            {props.brandName}
          </h2>
          <p data-tina-field={props.tinaFields?.blurb}>{props.blurb}</p>
          {props.status}
        </section>
        <nav aria-labelledby="footer-links">
          <h2
            id="footer-links"
            className={styles.heading}
            data-tina-field={props.tinaFields?.quickLinksHeading}
          >
            {props.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {props.quickLinks.map((link) => (
              <li key={link.path}>
                <SiteLink
                  href={link.path}
                  aria-current={link.path === props.currentPath ? 'page' : undefined}
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
            data-tina-field={props.tinaFields?.servicesHeading}
          >
            {props.servicesHeading}
          </h2>
          <ul className={styles.list}>
            {props.services.map((service, index) => (
              <li key={service} data-tina-field={props.tinaFields?.services?.[index]}>
                {service}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          {/* The build writes its own year; a visitor's browser may already be in the next one. */}©{' '}
          <span suppressHydrationWarning>{props.year}</span>{' '}
          <span data-tina-field={props.tinaFields?.copyright}>{props.copyright}</span>
        </p>
        <ul className={styles.legal}>
          {props.legalLinks.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href} data-tina-field={link.tinaField}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
