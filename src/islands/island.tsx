import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';
import type { IslandComponent, IslandName } from './island-loaders';
import { islandMarkup } from './island-markup';

export interface CollectedIsland {
  id: string;
  name: IslandName;
  component: ComponentType<object>;
  props: object;
}

/** A page's islands, as the build's render finds them (src/entry-server.tsx). */
export class IslandCollector {
  readonly islands: CollectedIsland[] = [];

  add(island: Omit<CollectedIsland, 'id'>): string {
    const id = `i${this.islands.length}`;
    this.islands.push({ id, ...island });
    return id;
  }
}

/** Given by the build's render of a public page; absent in the editor and in tests. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** What the build's first pass leaves inside an island's element, for the island's own render. */
export const islandPlaceholder = (id: string) => `<!--island ${id}-->`;

interface IslandElementProps<N extends IslandName> {
  name: N;
  component: IslandComponent<N>;
  props: ComponentProps<IslandComponent<N>>;
}

/**
 * A part of the page that a visitor operates (docs/decisions/019-islands.md). In the public
 * build it becomes an element of its own, which the build fills with the island's HTML
 * (rendered as a React root of its own) and the browser hydrates when the island is needed.
 * In the editor and in tests it is simply the component, in place.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandElementProps<N>) {
  const collector = useContext(IslandCollectorContext);
  // Each name's component takes that name's props (island-loaders.ts); TypeScript cannot follow
  // the pair through the generic, so the component is used as one that takes plain data.
  const Component = component as ComponentType<object>;
  if (!collector) {
    return <Component {...props} />;
  }
  const id = collector.add({ name, component: Component, props });
  return (
    <div
      {...{ [islandMarkup.name]: name, [islandMarkup.id]: id }}
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }}
    />
  );
}
