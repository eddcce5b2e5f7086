import '@testing-library/jest-dom';

// Tests of build code that needs Node's own Buffer (font files, for one) run with
// `@jest-environment node`, where there is no window to adjust.
if (typeof window !== 'undefined') {
  // jsdom does no layout, so it has no scrolling; the app's scroll calls do nothing in tests.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;

  // Browsers let `postMessage(message)` default its target to the page's own origin (Tina's
  // useTina relies on it); jsdom insists on the second argument.
  const postMessageWithTarget = window.postMessage.bind(window);
  window.postMessage = ((message: unknown, target?: string | WindowPostMessageOptions) =>
    postMessageWithTarget(
      message,
      (target as string | undefined) ?? window.location.origin,
    )) as typeof window.postMessage;
}

// A passing run prints nothing: a console.error or console.warn that a test did not ask
// for (React's act() warnings, a failed prop type, a library's deprecation) fails that
// test, as the browser tests fail on a console error. A test that expects one spies on
// the console itself, which replaces this.
const unexpectedConsole: string[] = [];
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpectedConsole.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  const found = unexpectedConsole.splice(0);
  if (found.length > 0) {
    throw new Error(`Unexpected console output:\n${found.join('\n\n')}`);
  }
});
