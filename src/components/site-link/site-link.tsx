import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the site, with or without a section (`/contact`, `/ez-cater#request`), or any other address. */
  href: string;
  'data-tina-field'?: string | undefined;
}

/**
 * A link, to a page of the site or elsewhere. On the public site it is a plain link: the browser
 * loads the next page, fetched ahead (docs/decisions/019-islands.md). In the editor's preview, a
 * single-page app, the router shows the site's own pages, so the editor keeps its forms open.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  if (__VISUAL_EDITING__ && href.startsWith('/')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
