import '@testing-library/jest-dom';

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
