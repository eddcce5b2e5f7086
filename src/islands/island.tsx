import { useContext, type ComponentType } from 'react';
import type { IslandComponents, IslandName, IslandProps } from './island-components';
import { IslandCollectorContext, islandPlaceholder } from './island-collector';
import { islandMarkup } from './island-markup';

interface IslandElementProps<N extends IslandName> {
  name: N;
  component: IslandComponents[N];
  props: IslandProps<N>;
}

/**
 * A part of the page that a visitor operates (docs/decisions/019-islands.md). In the public
 * build it becomes an element of its own, which the build fills with the island's HTML
 * (rendered as a React root of its own) and the browser hydrates when the island is needed.
 * In the editor and in tests it is simply the component, in place.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandElementProps<N>) {
  const collector = useContext(IslandCollectorContext);
  // Each name's component takes that name's props (IslandComponents); TypeScript cannot follow
  // the pair through the generic, so the component is used as one that takes plain data.
  const Component = component as ComponentType<object>;
  if (!collector) return <Component {...props} />;
  const id = collector.add({ name, component: Component, props });
  return (
    <div
      {...{ [islandMarkup.name]: name, [islandMarkup.id]: id }}
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }}
    />
  );
}
