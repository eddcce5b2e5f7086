import type { ShownPicture } from '#src/pictures/shown-picture';
import { ActionLinks, type LinkAction } from '#src/components/action-link/action-link';
import { Picture } from '#src/components/picture/picture';
import type { useSlidePictures } from './slide-pictures';
import styles from './hero-slideshow.module.scss';

/** One slide, as plain data: the slideshow is an island, and its props travel as JSON (src/islands/). */
export interface Slide {
  /** Shown in an 8:5 frame; none only while the owner is choosing one in the editor. */
  picture: ShownPicture | undefined;
  title: string;
  subtitle: string;
  description: string;
  /** Buttons on the slide's dark band, the first the main one. */
  actions: readonly LinkAction[];
  tinaFields?: { image?: string; title?: string; subtitle?: string; description?: string };
}

interface HeroSlideProps {
  slide: Slide;
  /** The slide's place among the others, from 0. */
  index: number;
  slideCount: number;
  /** Whether it is the slide shown: the others are hidden and `inert`. */
  current: boolean;
  /** Which slides have their picture in the page yet (slide-pictures.ts). */
  pictures: ReturnType<typeof useSlidePictures>;
}

/** A slide of the carousel: its picture, then its title, subtitle, description and buttons on a dark band. */
export function HeroSlide({ slide, index, slideCount, current, pictures }: HeroSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${slideCount}`}
      aria-hidden={current ? undefined : true}
      inert={!current}
      className={current ? `${styles.slide} ${styles.current}` : styles.slide}
    >
      <SlidePicture
        slide={slide}
        index={index}
        inPage={pictures.inPage(index)}
        onLoad={current ? pictures.onShownLoaded : undefined}
      />
      <div className={styles.text}>
        <h2 className={styles.title} data-tina-field={slide.tinaFields?.title}>
          {slide.title}
        </h2>
        <p className={styles.subtitle} data-tina-field={slide.tinaFields?.subtitle}>
          {slide.subtitle}
        </p>
        <p className={styles.description} data-tina-field={slide.tinaFields?.description}>
          {slide.description}
        </p>
        <ActionLinks actions={slide.actions} tone="dark" />
      </div>
    </div>
  );
}

interface SlidePictureProps {
  slide: Slide;
  index: number;
  /** Whether the picture is in the page yet: until its turn comes, only its place is. */
  inPage: boolean;
  onLoad: (() => void) | undefined;
}

/** The slide's picture, or the box that holds its place until its turn comes (slide-pictures.ts). */
function SlidePicture({ slide, index, inPage, onLoad }: SlidePictureProps) {
  if (!slide.picture || !inPage) {
    return <div className={styles.image} data-tina-field={slide.tinaFields?.image} />;
  }
  return (
    <Picture
      picture={slide.picture}
      className={styles.image}
      // The first picture is the largest thing on the page: fetch it first.
      priority={index === 0}
      onLoad={onLoad}
      tinaField={slide.tinaFields?.image}
    />
  );
}
