import type { Dispatch } from 'react';
import type { SlideshowAction } from './slideshow-state';
import styles from './hero-slideshow.module.scss';

interface SlideshowControlsProps {
  slideCount: number;
  /** The slide shown, by its place. */
  shownIndex: number;
  autoPlay: boolean;
  /** Id of the slides the controls change. */
  controls: string;
  dispatch: Dispatch<SlideshowAction>;
}

/** Under the slides: auto-play's switch, the arrows to the slide before and after, and a dot for each slide. */
export function SlideshowControls({
  slideCount,
  shownIndex,
  autoPlay,
  controls,
  dispatch,
}: SlideshowControlsProps) {
  const step = (by: 1 | -1) => () => dispatch({ type: 'goTo', by });
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.toggle}
        aria-controls={controls}
        onClick={() => dispatch({ type: 'toggleAutoPlay' })}
      >
        {autoPlay ? 'Auto-playing' : 'Paused'}
      </button>
      <ArrowButton direction="previous" controls={controls} onClick={step(-1)} />
      <div className={styles.dots}>
        {Array.from({ length: slideCount }, (_slide, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === shownIndex ? 'true' : undefined}
            aria-controls={controls}
            onClick={() => dispatch({ type: 'goTo', index })}
          />
        ))}
      </div>
      <ArrowButton direction="next" controls={controls} onClick={step(1)} />
    </div>
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
