/**
 * The end-to-end specs in two groups, so that CI runs them as two jobs side by side
 * (.github/workflows/ci.yml) and only one of them builds the copies of the site: `site`, the specs
 * against the built site alone, and `copies`, those that also build or serve a copy
 * (scripts/site-copies/). playwright.config.ts runs the group E2E_SPECS names, or every spec.
 */
export const copySpecs = [
  'content-extremes.spec.ts',
  'content-injection.spec.ts',
  'deploy-check.spec.ts',
  'form-delivery.spec.ts',
  'hosted-build.spec.ts',
  'picture-budgets.spec.ts',
  'site-notice.spec.ts',
];

export type SpecGroup = 'site' | 'copies';

/** What playwright.config.ts adds to every project for the group (none: every spec). */
export function specGroupFilter(group: string | undefined): { testIgnore?: string[]; testMatch?: string[] } {
  if (group === 'site') {
    return { testIgnore: copySpecs };
  }
  if (group === 'copies') {
    return { testMatch: copySpecs };
  }
  return {};
}
