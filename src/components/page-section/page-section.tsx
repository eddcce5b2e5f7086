import type { ReactNode } from 'react';
import styles from './page-section.module.scss';

interface PageSectionProps {
  /** Element id, for links to the section (`#request`) and to name it. */
  id: string;
  heading: string;
  headingTinaField?: string;
  intro?: string;
  introTinaField?: string;
  /** `tinted`: a coloured band, to set a section apart from its neighbours. */
  tone?: 'plain' | 'tinted';
  children?: ReactNode;
}

/** A titled section of a page; its heading names it for assistive technology. */
export function PageSection(props: PageSectionProps) {
  const { id, heading, headingTinaField, intro, introTinaField, tone, children } = props;
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'tinted' ? styles.tinted : styles.section}
    >
      <div className={styles.inner}>
        <h2 id={headingId} data-tina-field={headingTinaField}>
          {heading}
        </h2>
        {intro && (
          <p className={styles.intro} data-tina-field={introTinaField}>
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
