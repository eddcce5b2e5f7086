import { hasAnchorsFromContent, pageRoutes, type PageRoute } from '#model/route-table';
import { sectionIdOf } from '#model/section-id';
import { checkEmailAddress } from './email-address';
import { isHttpsAddress } from './https-address';
import { checkPhoneNumber } from './phone-number';

const allowedTargets =
  'a page of this site such as /contact, /ez-cater#request or /menu#gelato, or an address starting with https://, mailto: or tel:';

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

/** The pages whose sections the owner names (the menu): their ids, as the build reads them from the content. */
export type ContentAnchors = Readonly<
  Record<Extract<PageRoute, { anchorsFromContent: true }>['id'], readonly string[]>
>;

/** `/menu#gelato` → the page `/menu` and the section `gelato`; no section without a `#`. */
function splitTarget(value: string): { path: string; anchor: string | undefined } {
  const hash = value.indexOf('#');
  return hash === -1
    ? { path: value, anchor: undefined }
    : { path: value.slice(0, hash), anchor: value.slice(hash + 1) };
}

/** A link to a section of a page of this site: as written, the page's route, and the section. */
interface SectionLink {
  readonly value: string;
  readonly route: PageRoute;
  readonly anchor: string;
}

function missingSection({ value, route }: SectionLink, known: readonly string[]): string {
  const sections =
    known.length > 0 ? `its sections are ${known.map((id) => `#${id}`).join(', ')}` : 'it has none';
  return `${JSON.stringify(value)} leads to a section the page ${route.path} does not have (${sections}).`;
}

/**
 * A section of a page whose sections the owner names (the menu). The editor knows only the
 * document it has open, so it checks that the anchor is written as a section's name makes it
 * (`#gelato`, not `#Gelato`); the build, which reads the other documents, that the section exists.
 */
function checkNamedSection(
  link: SectionLink,
  contentAnchors: ContentAnchors | undefined,
): string | undefined {
  const { value, route, anchor } = link;
  const named = contentAnchors?.[route.id as keyof ContentAnchors];
  if (named === undefined) {
    return sectionIdOf(anchor) === anchor
      ? undefined
      : `${JSON.stringify(value)}: write the section as its name makes it, in small letters with - between words, e.g. ${route.path}#${sectionIdOf(anchor)}.`;
  }
  return named.includes(anchor) ? undefined : missingSection(link, named);
}

function checkSitePage(value: string, contentAnchors: ContentAnchors | undefined): string | undefined {
  const { path, anchor } = splitTarget(value);
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) {
    const pages = pageRoutes.map((candidate) => candidate.path).join(', ');
    return `${JSON.stringify(value)} is not a page of this site. Expected one of ${pages} (optionally with a #section), or an address starting with https://, mailto: or tel:.`;
  }
  const anchors: readonly string[] = route.anchors;
  if (anchor === undefined || anchors.includes(anchor)) {
    return undefined;
  }
  const link = { value, route, anchor };
  return hasAnchorsFromContent(route)
    ? checkNamedSection(link, contentAnchors)
    : missingSection(link, anchors);
}

/**
 * Where a button, menu entry or link may lead: a page of the route table (with a
 * section it really has), a secure web address, an email address or a phone number.
 * With `contentAnchors` (the build), a section of the menu must be one it has.
 */
export function linkTargetProblem(value: string, contentAnchors?: ContentAnchors): string | undefined {
  if (hasUnsafeScheme(value)) {
    return `${JSON.stringify(value)} is refused: javascript:, data: and vbscript: links can run code. Write ${allowedTargets}.`;
  }
  if (value.startsWith('/') && !value.startsWith('//')) {
    return checkSitePage(value, contentAnchors);
  }
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
  if (isHttpsAddress(value)) {
    return undefined;
  }
  if (/^http:/i.test(value)) {
    return `${JSON.stringify(value)} is not a secure address: write https:// instead of http://.`;
  }
  return `Expected ${allowedTargets}; found ${JSON.stringify(value)}.`;
}

/**
 * The rule of a field that holds links, carrying how to find the links in its value, so the
 * build can check each against the sections the content has (scripts/content/content-anchor-links.ts).
 */
export type LinkRule<V> = ((value: V) => string | undefined) & {
  readonly linksIn: (value: string) => readonly string[];
};

/** A link field's rule: the editor runs it as the owner types, the build on every file. */
export const checkLinkTarget: LinkRule<string> = Object.assign((value: string) => linkTargetProblem(value), {
  linksIn: (value: string) => [value],
});

/** The same for a link the owner may leave empty. */
export const checkOptionalLinkTarget: LinkRule<string | undefined> = Object.assign(
  (value: string | undefined) => (value ? linkTargetProblem(value) : undefined),
  { linksIn: (value: string) => (value ? [value] : []) },
);
