import type { ComponentType } from 'react';
import { islandLoaders, type IslandLoader, type IslandName } from '#src/islands/island-loaders';
import { identifierPrefixOf, islandMarkup } from '#src/islands/island-markup';
import { holdSubmitsUntilStarted } from './forms-before-start';
import { whenIdle, whenSettled, whenShown } from './page-timing';

/** How near the viewport a `near` island starts: within half a screen's height of it. */
const nearMargin = '50% 0px';

/** What makes a `near` island start at once: the visitor is using it. */
const useInside = ['focusin', 'input', 'pointerdown', 'submit'] as const;

/** An island found in the page: its element, the id its props are stored under, and its code. */
interface PageIsland {
  element: Element;
  id: string;
  loader: IslandLoader;
}

/**
 * Loads an island's code and hydrates it as a React root of its own, with the props and the
 * `useId` prefix the build rendered it with (src/entry-server.tsx), so its first render matches
 * the page's HTML; the element is marked started.
 */
async function hydrate({ element, id, loader }: PageIsland, props: object): Promise<void> {
  const [{ createElement }, { hydrateRoot }, component] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    loader.load(),
  ]);
  hydrateRoot(element, createElement(component as ComponentType<object>, props), {
    identifierPrefix: identifierPrefixOf(id),
  });
  element.removeAttribute(islandMarkup.failed);
  element.setAttribute(islandMarkup.started, '');
}

/**
 * Starts each island of the page when it is needed (src/islands/island-loaders.ts): `idle` ones once the page
 * is shown, loaded and the browser idle; `near` ones when they come near the viewport or the visitor uses
 * them, whichever is first. An island whose code fails to load is marked (its HTML stays usable: links, the
 * first slide, the form's own notes) and tried again the next time it is needed.
 */
export function startIslands(): void {
  const propsText = document.getElementById(islandMarkup.propsElementId)?.textContent;
  const allProps = (propsText ? JSON.parse(propsText) : {}) as Record<string, object>;
  const starters = new Map<Element, () => Promise<void>>();
  const idleStarts: (() => Promise<void>)[] = [];

  for (const element of document.querySelectorAll(`[${islandMarkup.name}]`)) {
    const loader = islandLoaders[element.getAttribute(islandMarkup.name) as IslandName];
    const id = element.getAttribute(islandMarkup.id);
    if (!loader || !id) {
      continue;
    }
    let starting: Promise<void> | undefined;
    const start = () =>
      (starting ??= hydrate({ element, id, loader }, allProps[id] ?? {}).catch((error: unknown) => {
        starting = undefined;
        element.setAttribute(islandMarkup.failed, '');
        throw error;
      }));
    const startQuietly = () => void start().catch(() => undefined);
    starters.set(element, start);

    if (loader.start === 'idle') {
      idleStarts.push(start);
      continue;
    }
    const usedInside = () => {
      for (const type of useInside) {
        element.removeEventListener(type, usedInside, { capture: true });
      }
      observer.disconnect();
      startQuietly();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && whenShown(usedInside),
      { rootMargin: nearMargin },
    );
    // The island's element draws no box of its own (`display: contents`): its children are watched.
    for (const child of element.children) {
      observer.observe(child);
    }
    for (const type of useInside) {
      element.addEventListener(type, usedInside, { capture: true });
    }
  }

  // Marked once hydrated: React hydrates after `hydrateRoot` returns, and the browser is idle after.
  whenSettled(() => {
    const started = Promise.allSettled(idleStarts.map((start) => start()));
    void started.then(() =>
      whenIdle(() => document.documentElement.setAttribute(islandMarkup.idleStarted, '')),
    );
  });

  holdSubmitsUntilStarted((form) => {
    const island = form.closest(`[${islandMarkup.name}]`);
    const start = island && starters.get(island);
    return start ? start() : Promise.reject(new Error('The form is in no island.'));
  });
}
