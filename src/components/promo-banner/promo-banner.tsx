import { useId } from 'react';
import { CtaLinks, type CtaLink } from '../cta-links/cta-links';
import styles from './promo-banner.module.scss';

interface PromoBannerProps {
  heading: string;
  text: string;
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
  tinaFields?: { banner?: string; heading?: string; text?: string };
}

/** A dark band with a heading, a sentence and two calls to action, closing a page. */
export function PromoBanner({ heading, text, primaryCta, secondaryCta, tinaFields }: PromoBannerProps) {
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId} data-tina-field={tinaFields?.banner}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading} data-tina-field={tinaFields?.heading}>
          {heading}
        </h2>
        <p className={styles.text} data-tina-field={tinaFields?.text}>
          {text}
        </p>
        <CtaLinks primary={primaryCta} secondary={secondaryCta} />
      </div>
    </section>
  );
}
