/**
 * A webpack loader for react-router's production build that lets the
 * minifier drop the parts of it this site never uses.
 *
 * react-router ships `Form`, `ScrollRestoration`, `Link` and a few other
 * components as top-level `var X = React.forwardRef(...)` followed by
 * `X.displayName = "X"`. Neither statement is marked free of side effects, so
 * the minifier keeps every such component, and all the code it reaches,
 * whether the site imports it or not: about 1.3 KB gzipped on every page.
 * This loader marks the `forwardRef` calls `@__PURE__` and removes the
 * `displayName` lines (they only name components in React's developer tools,
 * which the production build is not for). Decision 004 has the figures.
 *
 * If a new react-router release no longer has either pattern, the build fails
 * here rather than quietly growing: look at what changed and update or remove
 * this loader (the JavaScript budget test in tests/e2e/performance.spec.ts
 * measures the effect).
 */
import type { LoaderContext } from 'webpack';

const forwardRefCall = /= (React\d*\.forwardRef\()/g;
const displayNameLine = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** The chunk of react-router's build that defines its components (the others are left alone). */
const definesComponents = (source: string) => source.includes('function BrowserRouter(');

/** The source with its `forwardRef` components marked pure and its `displayName` lines removed, and whether both were found. */
export function withoutUnusedRouterCode(source: string): { code: string; complete: boolean } {
  let pureCalls = 0;
  let removedLines = 0;
  const code = source
    .replace(forwardRefCall, (_match, call: string) => {
      pureCalls += 1;
      return `= /* @__PURE__ */ ${call}`;
    })
    .replace(displayNameLine, () => {
      removedLines += 1;
      return '';
    });
  return { code, complete: pureCalls > 0 && removedLines > 0 };
}

type Context = Pick<LoaderContext<object>, 'emitError' | 'resourcePath'>;

export default function unusedRouterCodeLoader(this: Context, source: string): string {
  if (!definesComponents(source)) return source;
  const { code, complete } = withoutUnusedRouterCode(source);
  if (!complete) {
    this.emitError(
      new Error(
        `${this.resourcePath}: react-router's build no longer has the patterns that ` +
          'scripts/webpack/unused-router-code-loader.ts rewrites (React.forwardRef components ' +
          'with displayName lines). Check the new release, then update or remove the loader.',
      ),
    );
  }
  return code;
}
