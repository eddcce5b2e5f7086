import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { editable } from '../content/editable';
import { useSiteContent } from '../content/site';
import styles from './route-error-screen.module.scss';

/** Shown in place of the whole page when a route throws while loading or rendering. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { errorScreen } = useSiteContent();

  useEffect(() => {
    console.error('Routing failure:', error);
  }, [error]);

  return (
    <main className={styles.screen}>
      <h1 data-tina-field={editable(errorScreen, 'heading')}>{errorScreen.heading}</h1>
      <p data-tina-field={editable(errorScreen, 'message')}>{errorScreen.message}</p>
      {/* A full page load: the router itself may be what failed. */}
      <Link to="/" reloadDocument>
        {errorScreen.homeLink}
      </Link>
    </main>
  );
}
