import styles from './page-intro.module.scss';

interface PageIntroProps {
  heading: string;
  intro: string;
  /** `data-tina-field` values of the two texts, so a click in the editor opens the right field. */
  tinaFields?: { heading?: string; intro?: string };
}

/** The heading and introduction that open a page. */
export function PageIntro({ heading, intro, tinaFields }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <h1 data-tina-field={tinaFields?.heading}>{heading}</h1>
      <p className={styles.lead} data-tina-field={tinaFields?.intro}>
        {intro}
      </p>
    </section>
  );
}
