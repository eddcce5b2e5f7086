import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface PageHead {
  title: string;
  description: string;
}

/**
 * Collects the head of the page being rendered. On the server (prerender), the
 * page writes into it during render and the build puts it into the HTML file;
 * in the browser, client-side navigation updates `document.title` instead.
 */
export class HeadCollector {
  head: PageHead | undefined;

  record(head: PageHead): void {
    this.head = head;
  }
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  collector?.record(head);
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description]);
}
