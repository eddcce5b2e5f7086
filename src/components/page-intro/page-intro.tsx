import type { ShownPicture } from '../../pictures/shown-picture';
import { Picture } from '../picture/picture';
import styles from './page-intro.module.scss';

interface PageIntroProps {
  heading: string;
  intro: string;
  /** The page's optional hero picture, a wide band under the introduction. */
  picture?: ShownPicture;
  /** `data-tina-field` values of its parts, so a click in the editor opens the right field. */
  tinaFields?: { heading?: string; intro?: string; picture?: string };
}

/** The heading and introduction that open a page, and its hero picture if it has one. */
export function PageIntro({ heading, intro, picture, tinaFields }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <h1 data-tina-field={tinaFields?.heading}>{heading}</h1>
      <p className={styles.lead} data-tina-field={tinaFields?.intro}>
        {intro}
      </p>
      {picture && (
        // At the top of the page, often its largest element: fetched first.
        <Picture picture={picture} className={styles.hero} priority tinaField={tinaFields?.picture} />
      )}
    </section>
  );
}
