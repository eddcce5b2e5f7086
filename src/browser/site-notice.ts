import { noticeDismissal } from '#src/components/site-notice/notice-dismissal';
import { closestTarget } from './closest-target';

/**
 * The notice's close button: hides the notice for the rest of the visit (this tab). The page is
 * marked, so the stylesheet hides it; the id is kept, so the head script of later pages hides
 * it before their first paint (src/build-time/site-files.ts). Nothing is removed from the page:
 * the editor's preview, whose page React draws, closes it the same way.
 */
export function handleNoticeClose(): void {
  document.addEventListener('click', (event) => {
    const button = closestTarget(event, `[${noticeDismissal.button}]`);
    if (!button) {
      return;
    }
    try {
      sessionStorage.setItem(noticeDismissal.storageKey, button.getAttribute(noticeDismissal.button) ?? '');
    } catch {
      // Storage turned off: closed on this page only.
    }
    document.documentElement.setAttribute(noticeDismissal.attribute, '');
    // The button is gone: the page's content takes the focus rather than the document's start.
    document.getElementById('main')?.focus();
  });
}
