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

/** The site's footer: the brand, the quick links and the services in columns, then the year and legal links. */
export function SiteFooter(props: SiteFooterProps) {
  const { brand, footer, quickLinks, currentPath, year, status, tinaField } = props;
  return (
    <footer id={siteFooterId} className={styles.footer}>
      <div className={styles.columns}>
        <FooterColumn
          element="section"
          id="footer-brand"
          heading={brand.name}
          headingTinaField={tinaField?.(brand, 'name')}
        >
          <p data-tina-field={tinaField?.(brand, 'blurb')}>{brand.blurb}</p>
          {status}
        </FooterColumn>
        <FooterColumn
          element="nav"
          id="footer-links"
          heading={footer.quickLinksHeading}
          headingTinaField={tinaField?.(footer, 'quickLinksHeading')}
        >
          <QuickLinks links={quickLinks} currentPath={currentPath} />
        </FooterColumn>
        <FooterColumn
          element="section"
          id="footer-services"
          heading={footer.servicesHeading}
          headingTinaField={tinaField?.(footer, 'servicesHeading')}
        >
          <ul className={styles.list}>
            {footer.services.map((service, index) => (
              <li key={service} data-tina-field={tinaField?.(footer, 'services', index)}>
                {service}
              </li>
            ))}
          </ul>
        </FooterColumn>
      </div>
      <FooterBottom footer={footer} year={year} tinaField={tinaField} />
    </footer>
  );
}

interface FooterColumnProps {
  /** `nav` for a column of links to the site's pages, `section` for the others. */
  element: 'section' | 'nav';
  /** The heading's id, which names the column. */
  id: string;
  heading: string;
  headingTinaField: string | undefined;
  children: ReactNode;
}

/** A column of the footer, named by its heading. */
function FooterColumn({ element: Column, id, heading, headingTinaField, children }: FooterColumnProps) {
  return (
    <Column aria-labelledby={id}>
      <h2 id={id} className={styles.heading} data-tina-field={headingTinaField}>
        {heading}
      </h2>
      {children}
    </Column>
  );
}

/** The quick links to the site's pages, the one of the page shown marked as the current page. */
function QuickLinks({ links, currentPath }: { links: readonly NavItem[]; currentPath: string | undefined }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
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
  );
}

/** The footer's last row: the copyright with the year, and the legal pages' links. */
function FooterBottom({ footer, year, tinaField }: Pick<SiteFooterProps, 'footer' | 'year' | 'tinaField'>) {
  return (
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
  );
}
