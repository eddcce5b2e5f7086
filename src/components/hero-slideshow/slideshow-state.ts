import { useEffect, useReducer } from 'react';

/** How long each slide stays while auto-play runs (site-spec §9). */
export const slideInterval = 5000;

export interface SlideshowState {
  slideCount: number;
  index: number;
  /** The visitor's choice: on until they pause it or pick a slide themselves. */
  autoPlay: boolean;
  /** Focus or the pointer is inside: rotation waits (WCAG 2.2.2) without changing the visitor's choice. */
  focusInside: boolean;
  pointerInside: boolean;
  /** Set once the browser has taken over; the prerendered HTML shows the controls as inactive. */
  ready: boolean;
}

export type SlideshowAction =
  | { type: 'ready'; reducedMotion: boolean }
  | { type: 'tick' }
  // A slide by its place, or the one before or after the slide shown.
  | { type: 'goTo'; index: number }
  | { type: 'goTo'; by: 1 | -1 }
  | { type: 'toggleAutoPlay' }
  | { type: 'focusInside'; inside: boolean }
  | { type: 'pointerInside'; inside: boolean };

export function initialSlideshowState(slideCount: number): SlideshowState {
  return { slideCount, index: 0, autoPlay: true, focusInside: false, pointerInside: false, ready: false };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The visitor picks a slide, by its place or as the one before or after: auto-play stops for good. */
function goTo(state: SlideshowState, action: Extract<SlideshowAction, { type: 'goTo' }>): SlideshowState {
  const index = 'by' in action ? state.index + action.by : action.index;
  return { ...state, autoPlay: false, index: wrap(index, state.slideCount) };
}

/** Turning auto-play on is an explicit request: it starts now, even with focus or the mouse inside. */
function toggleAutoPlay(state: SlideshowState): SlideshowState {
  return state.autoPlay
    ? { ...state, autoPlay: false }
    : { ...state, autoPlay: true, focusInside: false, pointerInside: false };
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case 'ready':
      // Visitors who ask for less motion get a still slideshow they can start themselves.
      return { ...state, ready: true, autoPlay: state.autoPlay && !action.reducedMotion };
    case 'tick':
      return isRotating(state) ? { ...state, index: wrap(state.index + 1, state.slideCount) } : state;
    case 'goTo':
      return goTo(state, action);
    case 'toggleAutoPlay':
      return toggleAutoPlay(state);
    case 'focusInside':
      return { ...state, focusInside: action.inside };
    case 'pointerInside':
      return { ...state, pointerInside: action.inside };
  }
}

/** Whether the slides are advancing by themselves right now. */
export function isRotating(state: SlideshowState): boolean {
  return state.ready && state.autoPlay && !state.focusInside && !state.pointerInside;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * The slideshow's state and its clock. Everything that differs between the
 * build's render and the browser (the motion preference, the timer) happens in
 * effects, so the first browser render matches the prerendered HTML.
 */
export function useSlideshow(slideCount: number) {
  const [state, dispatch] = useReducer(slideshowReducer, slideCount, initialSlideshowState);
  const rotating = isRotating(state);

  useEffect(() => {
    // `?.`: test environments (jsdom) have no matchMedia; they count as no preference.
    dispatch({ type: 'ready', reducedMotion: window.matchMedia?.(reducedMotionQuery).matches ?? false });
  }, []);

  // Restarted on every slide change, so each slide gets its full interval.
  useEffect(() => {
    if (!rotating) {
      return;
    }
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), slideInterval);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  return { state, rotating, dispatch };
}
