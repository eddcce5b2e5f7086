import { useId, type FocusEvent, type PointerEvent } from 'react';
import { HeroSlide, type Slide } from './hero-slide';
import { useSlidePictures } from './slide-pictures';
import { SlideshowControls } from './slideshow-controls';
import { useSlideshow } from './slideshow-state';
import styles from './hero-slideshow.module.scss';

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

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      dispatch({ type: 'focusInside', inside: false });
    }
  };
  // Only a real mouse pauses by hovering; a tap on a touch screen is not a hover.
  const pointerInside = (inside: boolean) => (event: PointerEvent<HTMLElement>) => {
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
      onPointerEnter={pointerInside(true)}
      onPointerLeave={pointerInside(false)}
    >
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <HeroSlide
            // The slides are a fixed set; their position is their identity.
            key={index}
            slide={slide}
            index={index}
            slideCount={slides.length}
            current={index === state.index}
            pictures={pictures}
          />
        ))}
      </div>
      <SlideshowControls
        slideCount={slides.length}
        shownIndex={state.index}
        autoPlay={state.autoPlay}
        controls={slidesId}
        dispatch={dispatch}
      />
    </section>
  );
}
