/** Whether a `_headers` path (exact, or ending in the `*` splat) matches a request path. */
export function rulePathMatches(rulePath: string, requestPath: string): boolean {
  return rulePath.endsWith('*') ? requestPath.startsWith(rulePath.slice(0, -1)) : requestPath === rulePath;
}
