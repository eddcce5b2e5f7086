import { SiteLink } from '#src/components/site-link/site-link';
import { editable } from '#src/content/editable';
import { useSiteContent } from '#src/content/site';
import styles from './not-found-page.module.scss';

/**
 * What every address without a page shows. The site's script writes the address to the
 * browser's console (src/browser/not-found-note.ts): the line helps whoever follows up a
 * broken link, as it did on the original site.
 */
export function NotFoundPage() {
  const { notFound } = useSiteContent();
  return (
    <section className={styles.notFound} data-not-found="">
      <h1 data-tina-field={editable(notFound, 'heading')}>{notFound.heading}</h1>
      <p data-tina-field={editable(notFound, 'message')}>{notFound.message}</p>
      <SiteLink href="/" data-tina-field={editable(notFound, 'homeLink')}>
        {notFound.homeLink}
      </SiteLink>
    </section>
  );
}
