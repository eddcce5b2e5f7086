import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
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
      <h1>{notFound.heading}</h1>
      <p>{notFound.message}</p>
      <Link to="/">{notFound.homeLink}</Link>
    </section>
  );
}
