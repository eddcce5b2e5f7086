import { Link } from 'react-router-dom';
import { editable } from '#src/content/editable';
import { useSiteContent } from '#src/content/site';
import styles from './route-error-screen.module.scss';

/** Shown by `AppErrorBoundary` in place of the whole page when a page fails to load or render. */
export function RouteErrorScreen() {
  const { errorScreen } = useSiteContent();
  return (
    <main className={styles.screen}>
      <h1 data-tina-field={editable(errorScreen, 'heading')}>{errorScreen.heading}</h1>
      <p data-tina-field={editable(errorScreen, 'message')}>{errorScreen.message}</p>
      {/* A full page load: what failed may be the page's code, which a reload fetches again. */}
      <Link to="/" reloadDocument>
        {errorScreen.homeLink}
      </Link>
    </main>
  );
}
