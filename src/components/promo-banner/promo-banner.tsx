import { useId } from 'react';
import { ActionLinks, type LinkAction } from '#src/components/action-link/action-link';
import styles from './promo-banner.module.scss';

interface PromoBannerProps {
  heading: string;
  text: string;
  /** Its calls to action, on its dark band, the first the main one. */
  actions: readonly LinkAction[];
  tinaFields?: { heading?: string | undefined; text?: string | undefined };
}

/** A dark band with a heading, a sentence and two calls to action, closing a page. */
export function PromoBanner({ heading, text, actions, tinaFields }: PromoBannerProps) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading} data-tina-field={tinaFields?.heading}>
          {heading}
        </h2>
        <p className={styles.text} data-tina-field={tinaFields?.text}>
          {text}
        </p>
        <ActionLinks actions={actions} tone="dark" />
      </div>
    </section>
  );
}
