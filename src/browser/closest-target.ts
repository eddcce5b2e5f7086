/** The element an event happened in or under that matches `selector`, if any (for listeners on the document). */
export const closestTarget = (event: Event, selector: string): Element | null =>
  event.target instanceof Element ? event.target.closest(selector) : null;
