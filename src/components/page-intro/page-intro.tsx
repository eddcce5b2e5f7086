import styles from './page-intro.module.scss';

/** The heading and introduction that open a page. */
export function PageIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className={styles.intro}>
      <h1>{heading}</h1>
      <p className={styles.lead}>{intro}</p>
    </section>
  );
}
