import { ActionLink } from '../../components/action-link/action-link';
import { CardGrid, type CardItem } from '../../components/card-grid/card-grid';
import { HeroSlideshow, type Slide, type SlideAction } from '../../components/hero-slideshow/hero-slideshow';
import { PromoBanner } from '../../components/promo-banner/promo-banner';
import { SiteLink } from '../../components/site-link/site-link';
import { editable } from '../../content/editable';
import { useHomePageContent } from '../../content/home-page';
import { shownPicture } from '../../pictures/shown-picture';
import { Island } from '../../islands/island';
import styles from './home-page.module.scss';
import { EditablePageIntro } from '../shared/editable-page-intro';

interface CtaContent {
  label: string;
  href: string;
}

/** The two calls to action of a slide or of the banner. */
function ctasOf(holder: { primaryCta: CtaContent; secondaryCta: CtaContent }): SlideAction[] {
  return [holder.primaryCta, holder.secondaryCta].map((cta) => ({
    label: cta.label,
    href: cta.href,
    tinaField: editable(cta, 'label'),
  }));
}

/** The two calls to action of the banner, as buttons on its dark band. */
function darkCtas(holder: { primaryCta: CtaContent; secondaryCta: CtaContent }) {
  return (
    <>
      <ActionLink href={holder.primaryCta.href} tone="dark" tinaField={editable(holder.primaryCta, 'label')}>
        {holder.primaryCta.label}
      </ActionLink>
      <ActionLink
        href={holder.secondaryCta.href}
        tone="dark"
        variant="secondary"
        tinaField={editable(holder.secondaryCta, 'label')}
      >
        {holder.secondaryCta.label}
      </ActionLink>
    </>
  );
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

  const features: CardItem[] = content.features.map((feature, index) => ({
    id: `feature-${index + 1}`,
    title: feature.title,
    description: feature.description,
    picture: shownPicture(feature, 'card'),
    footer: (
      <SiteLink
        href={feature.link.href}
        className={styles.more}
        data-tina-field={editable(feature.link, 'label')}
      >
        {feature.link.label}
      </SiteLink>
    ),
    tinaFields: {
      title: editable(feature, 'title'),
      description: editable(feature, 'description'),
      picture: editable(feature, 'image'),
    },
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
        actions={darkCtas(banner)}
        tinaFields={{
          heading: editable(banner, 'heading'),
          text: editable(banner, 'text'),
        }}
      />
    </>
  );
}
