import type { LinkAction } from '#src/components/action-link/action-link';
import { CardGrid } from '#src/components/card-grid/card-grid';
import { HeroSlideshow } from '#src/components/hero-slideshow/hero-slideshow';
import type { Slide } from '#src/components/hero-slideshow/hero-slide';
import { PromoBanner } from '#src/components/promo-banner/promo-banner';
import { SiteLink } from '#src/components/site-link/site-link';
import { editable } from '#src/content/editable';
import { useHomePageContent } from '#src/content/home-page';
import { shownPicture } from '#src/pictures/shown-picture';
import { Island } from '#src/islands/island';
import styles from './home-page.module.scss';
import { EditablePageIntro } from '#src/pages/shared/editable-page-intro';
import { simpleCards } from '#src/pages/shared/simple-cards';

type CtaContent = Pick<LinkAction, 'label' | 'href'>;

/** The two calls to action of a slide or of the banner. */
function ctasOf(holder: { primaryCta: CtaContent; secondaryCta: CtaContent }): LinkAction[] {
  return [holder.primaryCta, holder.secondaryCta].map((cta) => ({
    label: cta.label,
    href: cta.href,
    tinaField: editable(cta, 'label'),
  }));
}

export function HomePage() {
  const content = useHomePageContent();

  const slides: Slide[] = content.slides.map((slide) => ({
    picture: shownPicture(slide, 'slide'),
    title: slide.title,
    subtitle: slide.subtitle,
    description: slide.description,
    actions: ctasOf(slide),
    tinaFields: {
      image: editable(slide, 'image'),
      title: editable(slide, 'title'),
      subtitle: editable(slide, 'subtitle'),
      description: editable(slide, 'description'),
    },
  }));

  const features = simpleCards('feature', content.features, (feature) => ({
    footer: (
      <SiteLink
        href={feature.link.href}
        className={styles.more}
        data-tina-field={editable(feature.link, 'label')}
      >
        {feature.link.label}
      </SiteLink>
    ),
  }));

  const { banner } = content;

  return (
    <>
      <EditablePageIntro content={content} />
      <Island name="slideshow" component={HeroSlideshow} props={{ label: content.slideshowLabel, slides }} />
      <section className={styles.features} aria-labelledby="home-features">
        <h2 id="home-features" data-tina-field={editable(content, 'featuresHeading')}>
          {content.featuresHeading}
        </h2>
        <CardGrid items={features} headingLevel={3} columns={3} look="tinted" />
      </section>
      <PromoBanner
        heading={banner.heading}
        text={banner.text}
        actions={ctasOf(banner)}
        tinaFields={{
          heading: editable(banner, 'heading'),
          text: editable(banner, 'text'),
        }}
      />
    </>
  );
}
