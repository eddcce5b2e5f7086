import { useId, type FocusEvent, type PointerEvent } from 'react';
import type { ShownPicture } from '#src/pictures/shown-picture';
import { ActionLinks, type LinkAction } from '#src/components/action-link/action-link';
import { Picture } from '#src/components/picture/picture';
import { useSlidePictures } from './slide-pictures';
import { useSlideshow } from './slideshow-state';
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

interface HeroSlideshowProps {
  /** Names the carousel for screen readers. */
  label: string;
  slides: readonly Slide[];
}

/**
 * The hero carousel, after the WAI-ARIA APG carousel pattern (an island: its code starts once the
 * page is idle, src/islands/island-loaders.ts): it rotates every 5 seconds, waits while focus or
 * the mouse is inside, and stops for good once the visitor picks a slide or pauses it. Hidden
 * slides are `inert`, so keyboard and screen reader users only ever meet the slide that is shown.
 *
 * The controls sit under the slides: focus entering the carousel already stops the rotation, so
 * reaching a slide's links before the pause button is safe.
 */
export function HeroSlideshow({ label, slides }: HeroSlideshowProps) {
  const { state, rotating, dispatch } = useSlideshow(slides.length);
  const pictures = useSlidePictures(state.index);
  const slidesId = useId();

  const step = (by: 1 | -1) => () => dispatch({ type: 'goTo', by });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      dispatch({ type: 'focusInside', inside: false });
    }
  };
  // Only a real mouse pauses by hovering; a tap on a touch screen is not a hover.
  const onPointer = (inside: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') {
      dispatch({ type: 'pointerInside', inside });
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={state.ready}
      onFocus={() => dispatch({ type: 'focusInside', inside: true })}
      onBlur={onBlur}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
    >
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === state.index;
          return (
            <div
              // The slides are a fixed set; their position is their identity.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              className={current ? `${styles.slide} ${styles.current}` : styles.slide}
            >
              {slide.picture && pictures.inPage(index) ? (
                <Picture
                  picture={slide.picture}
                  className={styles.image}
                  // The first picture is the largest thing on the page: fetch it first.
                  priority={index === 0}
                  onLoad={current ? pictures.onShownLoaded : undefined}
                  tinaField={slide.tinaFields?.image}
                />
              ) : (
                // Holds the picture's place until its turn comes (slide-pictures.ts).
                <div className={styles.image} data-tina-field={slide.tinaFields?.image} />
              )}
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
        })}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          aria-controls={slidesId}
          onClick={() => dispatch({ type: 'toggleAutoPlay' })}
        >
          {state.autoPlay ? 'Auto-playing' : 'Paused'}
        </button>
        <ArrowButton direction="previous" controls={slidesId} onClick={step(-1)} />
        <div className={styles.dots}>
          {slides.map((_slide, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === state.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => dispatch({ type: 'goTo', index })}
            />
          ))}
        </div>
        <ArrowButton direction="next" controls={slidesId} onClick={step(1)} />
      </div>
    </section>
  );
}

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  /** Id of the slides this button changes. */
  controls: string;
  onClick: () => void;
}

function ArrowButton({ direction, controls, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <polyline
          points={direction === 'previous' ? '10,2 4,8 10,14' : '6,2 12,8 6,14'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
