import { useSyncExternalStore } from 'react';

/**
 * A screen too narrow for Tina's editing panel beside the page: the panel is at least 360 px
 * wide and Tina keeps at least 440 px for the page (its `minSidebarWidth` and
 * `minPreviewWidth`). Below that width the panel covers the page, as on every phone held
 * upright; there the editor takes its phone layout (phone-layout.ts).
 */
export const narrowScreen = '(max-width: 799px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(narrowScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the editor is on a narrow screen now; follows a turned phone. */
export const useNarrowScreen = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia(narrowScreen).matches);
