import { SiteLink } from '#src/components/site-link/site-link';
import { siteMenuId } from './site-menu-id';
import styles from './site-header.module.scss';

export interface NavItem {
  label: string;
  path: string;
  /** `data-tina-field` of the label, so the visual editor opens it on click. */
  tinaField?: string;
}

interface SiteHeaderProps {
  brandName: string;
  items: readonly NavItem[];
  /** The path of the page shown: its link is marked as the current page. */
  currentPath: string | undefined;
  orderNow: { label: string; href: string };
  tinaFields?: { brandName?: string; orderNow?: string };
}

/**
 * The top bar of every page. Below the wide breakpoint the links fold into a menu that the toggle opens as a
 * popover: the browser opens and closes it, without JavaScript too, closes it on Escape or a click outside
 * it, and puts it next in the focus order. The page's script (src/browser/site-menu.ts) keeps `aria-expanded`
 * on the toggle and closes the menu when a link in it is followed within the page. The toggle is named for
 * the site's pages, so it never reads like a link of the menu.
 */
export function SiteHeader({ brandName, items, currentPath, orderNow, tinaFields }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SiteLink href="/" className={styles.brand} data-tina-field={tinaFields?.brandName}>
          {brandName}
        </SiteLink>
        <button
          type="button"
          className={styles.menuToggle}
          popoverTarget={siteMenuId}
          aria-controls={siteMenuId}
          data-menu-toggle=""
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          Pages
        </button>
        <nav id={siteMenuId} popover="auto" aria-label="Main" className={styles.nav} data-menu-links="">
          <ul className={styles.links}>
            {items.map((item) => {
              const current = item.path === currentPath;
              return (
                <li key={item.path}>
                  <SiteLink
                    href={item.path}
                    className={current ? `${styles.link} ${styles.active}` : styles.link}
                    aria-current={current ? 'page' : undefined}
                    data-tina-field={item.tinaField}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
          <SiteLink href={orderNow.href} className={styles.orderNow} data-tina-field={tinaFields?.orderNow}>
            {orderNow.label}
          </SiteLink>
        </nav>
      </div>
    </header>
  );
}
