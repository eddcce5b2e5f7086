import '@testing-library/jest-dom';

// jsdom does no layout, so it has no scrolling; the app's scroll calls do nothing in tests.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
