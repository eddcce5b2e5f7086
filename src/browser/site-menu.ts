import { siteMenuId } from '#src/components/site-header/site-menu-id';
import { closestTarget } from './closest-target';

/** The menu is open: `:popover-open`, in a browser that has popovers. */
const isOpen = (menu: Element) => 'popover' in HTMLElement.prototype && menu.matches(':popover-open');

/**
 * What the menu's popover (src/components/site-header/site-header.tsx) needs beyond what the
 * browser does: `aria-expanded` on its toggle, always right, and closing when a link in it is
 * followed within the page (a link to another page loads that page, with the menu closed).
 * Both listen on the document, so they hold for a menu the editor's preview draws again.
 */
export function keepMenuState(): void {
  const sync = (menu: Element) => {
    for (const toggle of document.querySelectorAll(`[popovertarget="${menu.id}"]`)) {
      toggle.setAttribute('aria-expanded', String(isOpen(menu)));
    }
  };
  const menu = document.getElementById(siteMenuId);
  if (menu) {
    sync(menu);
  }
  // `toggle` does not bubble; the document hears it on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof Element && event.target.id === siteMenuId) {
        sync(event.target);
      }
    },
    { capture: true },
  );
  document.addEventListener('click', (event) => {
    const menu = closestTarget(event, `#${siteMenuId} a`)?.closest(`#${siteMenuId}`);
    if (menu instanceof HTMLElement && isOpen(menu)) {
      menu.hidePopover();
    }
  });
}
