import { createContext, type ComponentType } from 'react';
import type { IslandName } from './island-components';

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
