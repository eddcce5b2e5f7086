import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link in markdown text: to this site's own pages it moves in the page, like the menu does; others are plain links. */
export function MarkdownLink({ href = '', children }: { href?: string | undefined; children?: ReactNode }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}
