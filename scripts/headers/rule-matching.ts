import type { HeaderRule } from './site-headers';

/** Whether a `_headers` path (exact, or ending in the `*` splat) matches a request path. */
export function rulePathMatches(rulePath: string, requestPath: string): boolean {
  return rulePath.endsWith('*') ? requestPath.startsWith(rulePath.slice(0, -1)) : requestPath === rulePath;
}

/**
 * Every header a host following `_headers` sends for the requests that `rulePath`
 * stands for: its own headers and those of every splat rule that covers it. (An
 * exact rule never covers a splat's paths; it gets its own block wherever it applies.)
 */
export function headersCovering(rules: readonly HeaderRule[], rulePath: string): [string, string][] {
  const probe = rulePath.endsWith('*') ? rulePath.slice(0, -1) : rulePath;
  const matching = rules.filter((rule) =>
    rule.path === rulePath ? true : rule.path.endsWith('*') && rulePathMatches(rule.path, probe),
  );
  return matching.flatMap((rule) => Object.entries(rule.headers));
}
