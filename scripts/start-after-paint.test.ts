import { scriptListAttribute, startAfterPaintTag } from './start-after-paint';

/** Puts the tag into the page as the prerendered HTML would and runs it, as the browser does. */
function runTag(sources: string[]) {
  document.body.innerHTML = startAfterPaintTag(sources);
  const tag = document.body.querySelector('script')!;
  const code = tag.textContent!;
  Object.defineProperty(document, 'currentScript', { configurable: true, value: tag });
  new Function(code)();
}

const addedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

describe('the tag that starts the page scripts after the first paint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    setVisibility('visible');
  });
  afterEach(() => jest.useRealTimers());

  it('adds nothing before the next frame has been painted', () => {
    runTag(['/assets/react.js', '/assets/main.js']);
    expect(addedScripts()).toEqual([]);
    // The frame is painted; the scripts follow in the task after it.
    jest.advanceTimersToNextFrame();
    expect(addedScripts()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(addedScripts()).toEqual([
      { src: '/assets/react.js', async: false },
      { src: '/assets/main.js', async: false },
    ]);
  });

  it('adds the scripts at once in a background tab, which paints no frames', () => {
    setVisibility('hidden');
    runTag(['/assets/main.js', '/assets/page-home.js']);
    expect(addedScripts().map((script) => script.src)).toEqual(['/assets/main.js', '/assets/page-home.js']);
  });

  it('lists the files in an attribute that tools reading the HTML can find', () => {
    expect(startAfterPaintTag(['/assets/a.js', '/assets/b.js'])).toContain(
      `${scriptListAttribute}="/assets/a.js /assets/b.js"`,
    );
  });

  it('refuses anything that is not a script path of the site', () => {
    expect(() => startAfterPaintTag(['https://cdn.example/react.js'])).toThrow(
      'Not a script path of the site: "https://cdn.example/react.js"',
    );
    expect(() => startAfterPaintTag(['/assets/a.js" onload="x'])).toThrow('Not a script path');
  });
});
