import type { ReactNode } from 'react';
import { SiteLink } from '../site-link/site-link';

/** A link in markdown text: to this site's own pages as the menu links; others are plain links. */
export function MarkdownLink({ href = '', children }: { href?: string | undefined; children?: ReactNode }) {
  return href.startsWith('/') ? <SiteLink href={href}>{children}</SiteLink> : <a href={href}>{children}</a>;
}
