import { useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
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
  orderNow: { label: string; href: string };
  tinaFields?: { brandName?: string; orderNow?: string };
}

/**
 * The top bar of every page. Below the wide breakpoint the links fold into a
 * menu that a button opens; it closes on a link click and on Escape.
 */
export function SiteHeader({ brandName, items, orderNow, tinaFields }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} data-tina-field={tinaFields?.brandName}>
          {brandName}
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          data-menu-toggle=""
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <nav id={menuId} aria-label="Main" className={styles.nav} data-open={menuOpen} data-menu-links="">
          <ul className={styles.links}>
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  onClick={() => setMenuOpen(false)}
                  data-tina-field={item.tinaField}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link
            to={orderNow.href}
            className={styles.orderNow}
            onClick={() => setMenuOpen(false)}
            data-tina-field={tinaFields?.orderNow}
          >
            {orderNow.label}
          </Link>
        </nav>
      </div>
    </header>
  );
}
