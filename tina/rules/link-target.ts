import { pageRoutes } from '../../site/route-table';
import { checkEmailAddress } from './email-address';
import { isHttpsAddress } from './https-address';
import { checkPhoneNumber } from './phone-number';

const allowedTargets =
  'a page of this site such as /contact or /ez-cater#request, or an address starting with https://, mailto: or tel:';

/** Words for the owner, in the fields' descriptions, so the editor says what the check wants. */
export const linkTargetHint = `${allowedTargets.charAt(0).toUpperCase()}${allowedTargets.slice(1)}.`;

/**
 * Schemes that run code or smuggle content instead of leading somewhere. Browsers ignore
 * tabs, line breaks and other control characters inside a URL, so those are removed first.
 */
const unsafeScheme = /\b(?:javascript|data|vbscript):/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const invisible = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

export const hasUnsafeScheme = (value: string): boolean => unsafeScheme.test(value.replace(invisible, ''));

function checkSitePage(value: string): string | undefined {
  const hash = value.indexOf('#');
  const path = hash === -1 ? value : value.slice(0, hash);
  const anchor = hash === -1 ? undefined : value.slice(hash + 1);
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) {
    const pages = pageRoutes.map((candidate) => candidate.path).join(', ');
    return `${JSON.stringify(value)} is not a page of this site. Expected one of ${pages} (optionally with a #section), or an address starting with https://, mailto: or tel:.`;
  }
  if (anchor === undefined) return undefined;
  const anchors: readonly string[] = route.anchors;
  if (anchors.includes(anchor)) return undefined;
  const sections =
    anchors.length > 0 ? `its sections are ${anchors.map((id) => `#${id}`).join(', ')}` : 'it has none';
  return `${JSON.stringify(value)} leads to a section the page ${route.path} does not have (${sections}).`;
}

/**
 * Where a button, menu entry or link may lead: a page of the route table (with a
 * section it really has), a secure web address, an email address or a phone number.
 */
export function checkLinkTarget(value: string): string | undefined {
  if (hasUnsafeScheme(value)) {
    return `${JSON.stringify(value)} is refused: javascript:, data: and vbscript: links can run code. Write ${allowedTargets}.`;
  }
  if (value.startsWith('/') && !value.startsWith('//')) return checkSitePage(value);
  if (/^mailto:/i.test(value)) {
    return checkEmailAddress(value.slice('mailto:'.length)) === undefined
      ? undefined
      : `${JSON.stringify(value)}: after mailto: write an email address such as ciao@vicoloespresso.com.`;
  }
  if (/^tel:/i.test(value)) {
    return checkPhoneNumber(value.slice('tel:'.length)) === undefined
      ? undefined
      : `${JSON.stringify(value)}: after tel: write a phone number with its country code, such as +15550142200.`;
  }
  if (isHttpsAddress(value)) return undefined;
  if (/^http:/i.test(value))
    return `${JSON.stringify(value)} is not a secure address: write https:// instead of http://.`;
  return `Expected ${allowedTargets}; found ${JSON.stringify(value)}.`;
}
