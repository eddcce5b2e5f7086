import { deliveryOf, type FormName } from '../../../site/form-delivery';
import { pathOf, type PageRouteId } from '../../../site/route-table';
import { site } from '../../content/built-site-documents';
import type { RequestTarget } from '../../forms/send-request';

/** The page each form is on. */
const pageOfForm: Record<FormName, PageRouteId> = {
  'office-fuel': 'officeFuel',
  wholesale: 'wholesale',
  catering: 'catering',
  subscribe: 'contact',
};

/**
 * Where a form's requests go: the owner's choice in the built content, not a live
 * document hook (as with use-before-start-texts.ts): the choice takes effect with
 * the next build, when the headers that allow the service are written too.
 */
export function useRequestTarget(formName: FormName): RequestTarget {
  return { delivery: deliveryOf(site.forms.delivery), formName, page: pathOf(pageOfForm[formName]) };
}
