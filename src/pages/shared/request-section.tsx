import type { RequestFormTexts } from '#src/components/request-form/request-form';
import type { BeforeStartTexts } from '#src/components/request-form/form-messages';
import { business, site } from '#src/content/built-site-documents';
import { mailtoHref, telHref } from '#src/content/contact-links';
import { Island } from '#src/islands/island';
import { RequestFormIsland } from '#src/islands/request-form-island';
import type { RequestTarget } from '#src/forms/send-request';
import { deliveryOf, type FormName } from '#model/form-delivery';
import { pathOf, type PageRouteId } from '#model/route-table';
import { EditableSection } from './editable-section';

interface RequestSectionProps {
  /** The section's id, for links to the form (`#request`). */
  id: string;
  /** The form's words from the page's document, with the section's heading and introduction. */
  form: RequestFormTexts<string> & { heading: string; intro: string };
  tone?: 'plain' | 'tinted';
  /** The form's name: its fields (src/islands/request-form-island.tsx) and its name in a delivered request. */
  formName: FormName;
  /** Texts of options that the page supplies (value → text), such as the tier names. */
  pageOptionTexts?: Readonly<Record<string, string>>;
  /** `inline`: the field and its button on one row (the subscribe form). */
  layout?: 'inline';
}

/** The page each form is on. */
const pageOfForm: Record<FormName, PageRouteId> = {
  'office-fuel': 'officeFuel',
  wholesale: 'wholesale',
  catering: 'catering',
  subscribe: 'contact',
};

/**
 * What every form says before it can send: the site's notes and the bar's email and phone.
 * Read from the built content, not through the editor's document hooks: these notes show
 * only before the page's script starts (never in the editor's live preview), and a hook
 * would register the business document's form on every page with a form, so the editor
 * would open that form instead of the page's own.
 */
function beforeStartTexts(): BeforeStartTexts {
  const { email, phone } = business;
  return {
    notes: site.forms,
    email: { text: email, href: mailtoHref(email) },
    phone: { text: phone, href: telHref(phone) },
  };
}

/**
 * Where a form's requests go: the owner's choice in the built content, not a live document
 * hook (as with the notes above): the choice takes effect with the next build, when the
 * headers that allow the service are written too.
 */
function requestTarget(formName: FormName): RequestTarget {
  return { delivery: deliveryOf(site.forms.delivery), formName, page: pathOf(pageOfForm[formName]) };
}

/** A page's request form in its own section, headed and introduced by the page's content. */
export function RequestSection({ id, form, tone, formName, pageOptionTexts, layout }: RequestSectionProps) {
  return (
    <EditableSection id={id} tone={tone} content={form} introField="intro">
      <Island
        name="requestForm"
        component={RequestFormIsland}
        props={{
          formName,
          texts: form,
          beforeStartTexts: beforeStartTexts(),
          ...(pageOptionTexts ? { pageOptionTexts } : {}),
          labelledBy: `${id}-heading`,
          sendTo: requestTarget(formName),
          mailSubject: form.heading,
          ...(layout ? { layout } : {}),
        }}
      />
    </EditableSection>
  );
}
