import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { editable } from '../../content/editable';
import { useSiteContent } from '../../content/site';
import styles from './not-found-page.module.scss';

export function NotFoundPage() {
  const { notFound } = useSiteContent();
  const { pathname } = useLocation();

  useEffect(() => {
    // Kept from the original site: the console line helps whoever follows up a broken link.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className={styles.notFound}>
      <h1 data-tina-field={editable(notFound, 'heading')}>{notFound.heading}</h1>
      <p data-tina-field={editable(notFound, 'message')}>{notFound.message}</p>
      <Link to="/" data-tina-field={editable(notFound, 'homeLink')}>
        {notFound.homeLink}
      </Link>
    </section>
  );
}
