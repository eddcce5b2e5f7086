import { Link } from 'react-router-dom';
import { CardGrid, type CardItem } from '../../components/card-grid/card-grid';
import type { CtaLink } from '../../components/cta-links/cta-links';
import { HeroSlideshow, type Slide } from '../../components/hero-slideshow/hero-slideshow';
import { PromoBanner } from '../../components/promo-banner/promo-banner';
import { editable } from '../../content/editable';
import { useHomePageContent } from '../../content/home-page';
import styles from './home-page.module.scss';
import { EditablePageIntro } from '../editable-page-intro';

/** A call to action as the content holds it, with the editor's pointer to the field that holds it. */
function ctaOf(holder: object, field: string, link: { label: string; href: string }): CtaLink {
  return { label: link.label, href: link.href, tinaField: editable(holder, field) };
}

export function HomePage() {
  const content = useHomePageContent();

  const slides: Slide[] = content.slides.map((slide) => ({
    image: { src: slide.image, alt: slide.imageAlt },
    title: slide.title,
    subtitle: slide.subtitle,
    description: slide.description,
    primaryCta: ctaOf(slide, 'primaryCta', slide.primaryCta),
    secondaryCta: ctaOf(slide, 'secondaryCta', slide.secondaryCta),
    tinaFields: {
      slide: editable(slide),
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
    footer: (
      <Link to={feature.link.href} data-tina-field={editable(feature, 'link')}>
        {feature.link.label}
      </Link>
    ),
    tinaFields: {
      card: editable(feature),
      title: editable(feature, 'title'),
      description: editable(feature, 'description'),
    },
  }));

  const { banner } = content;

  return (
    <>
      <EditablePageIntro content={content} />
      <HeroSlideshow label={content.slideshowLabel} slides={slides} />
      <section className={styles.features} aria-labelledby="home-features">
        <h2 id="home-features" data-tina-field={editable(content, 'featuresHeading')}>
          {content.featuresHeading}
        </h2>
        <CardGrid items={features} headingLevel={3} columns={3} />
      </section>
      <PromoBanner
        heading={banner.heading}
        text={banner.text}
        primaryCta={ctaOf(banner, 'primaryCta', banner.primaryCta)}
        secondaryCta={ctaOf(banner, 'secondaryCta', banner.secondaryCta)}
        tinaFields={{
          banner: editable(banner),
          heading: editable(banner, 'heading'),
          text: editable(banner, 'text'),
        }}
      />
    </>
  );
}
