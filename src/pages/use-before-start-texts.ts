import type { BeforeStartTexts } from '../components/request-form/form-messages';
import { useBusinessContent } from '../content/business';
import { mailtoHref, telHref } from '../content/contact-links';
import { useSiteContent } from '../content/site';

/** What every form says before it can send: the site's notes and the bar's email and phone. */
export function useBeforeStartTexts(): BeforeStartTexts {
  const { forms } = useSiteContent();
  const { email, phone } = useBusinessContent();
  return {
    notes: forms,
    email: { text: email, href: mailtoHref(email) },
    phone: { text: phone, href: telHref(phone) },
  };
}
