import { useCallback, useState } from 'react';

/**
 * Which slides have their picture in the page. The slides are stacked in one place, so the browser counts
 * every picture as on screen and `loading="lazy"` would fetch all five with the page. Instead the page starts
 * with the first slide's picture only; once the picture shown has arrived, the next slide's is added, so it
 * has a whole interval to arrive before auto-play shows it. A slide the visitor jumps to gets its picture at
 * once (and the ones before it).
 */
export function useSlidePictures(shownIndex: number) {
  // The prerendered HTML and the browser's first render agree: one picture.
  const [count, setCount] = useState(1);
  // A slide shown is always in the page; set while rendering (React's way to follow a prop), not in an effect.
  if (count < shownIndex + 1) {
    setCount(shownIndex + 1);
  }

  const onShownLoaded = useCallback(() => {
    setCount((current) => Math.max(current, shownIndex + 2));
  }, [shownIndex]);

  return { inPage: (index: number) => index < count, onShownLoaded };
}
