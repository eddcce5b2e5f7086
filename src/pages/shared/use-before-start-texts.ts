import type { BeforeStartTexts } from '../../components/request-form/form-messages';
import { mailtoHref, telHref } from '../../content/contact-links';
import { business, site } from '../../content/built-site-documents';

/**
 * What every form says before it can send: the site's notes and the bar's email and phone.
 * Read from the built content, not through the editor's document hooks: these notes show
 * only before the page's script starts (never in the editor's live preview), and a hook
 * would register the business document's form on every page with a form, so the editor
 * would open that form instead of the page's own.
 */
export function useBeforeStartTexts(): BeforeStartTexts {
  const { email, phone } = business;
  return {
    notes: site.forms,
    email: { text: email, href: mailtoHref(email) },
    phone: { text: phone, href: telHref(phone) },
  };
}
