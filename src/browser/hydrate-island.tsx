import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { identifierPrefixOf } from '../islands/island-markup';

/**
 * Hydrates one island as a React root of its own, with the props and the `useId` prefix the
 * build rendered it with (src/entry-server.tsx), so its first render matches the page's HTML.
 */
export function hydrateIsland(
  element: Element,
  id: string,
  component: ComponentType<never>,
  props: object,
): void {
  hydrateRoot(element, createElement(component as ComponentType<object>, props), {
    identifierPrefix: identifierPrefixOf(id),
  });
}
