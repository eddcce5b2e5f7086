import { fontFilesAttribute, webFontsAttribute, webFontsStorageKey } from './web-fonts-mark';

type LoadWebFonts = typeof import('./load-web-fonts');

const files = '/assets/fraunces.1a2b.woff2 /assets/dm-sans.3c4d.woff2';
const connection: { saveData?: boolean } = {};

/** A face of the stylesheet, as `document.fonts` lists it; `fails` for a file that cannot be fetched. */
function face(family: string, fails = false) {
  return {
    family,
    load: jest.fn(() => (fails ? Promise.reject(new DOMException('', 'NetworkError')) : Promise.resolve())),
  };
}
let faces: ReturnType<typeof face>[] = [];

/** The module afresh, as a new page load has it. */
function loadModule(): LoadWebFonts {
  let module: LoadWebFonts | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<LoadWebFonts>('./load-web-fonts');
  });
  return module!;
}

/** Runs the idle callback (jsdom has no requestIdleCallback: a task stands in), then the fonts' loading. */
async function goIdle() {
  jest.runOnlyPendingTimers();
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/** The visitor starts to use the page: a key, a touch, the pointer. */
const startUsing = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));

/** A page load whose visitor starts to use it, then the browser goes idle: the module as that leaves it. */
async function usedPage(): Promise<LoadWebFonts> {
  const module = loadModule();
  module.startWebFonts();
  startUsing();
  await goIdle();
  return module;
}

const marked = () => document.documentElement.hasAttribute(webFontsAttribute);
const fetched = () => faces.filter((candidate) => candidate.load.mock.calls.length > 0).map((f) => f.family);
const inEditorBuild = (on: boolean) => Object.assign(globalThis, { __VISUAL_EDITING__: on });

beforeEach(() => {
  jest.useFakeTimers();
  inEditorBuild(false);
  localStorage.clear();
  document.documentElement.removeAttribute(webFontsAttribute);
  document.head.innerHTML = `<script ${fontFilesAttribute}="${files}"></script>`;
  faces = [
    face('Fraunces'),
    face('"DM Sans"'),
    face('"Fraunces Fallback: Georgia"'),
    face('"DM Sans Fallback: Arial"'),
  ];
  Object.defineProperty(document, 'fonts', { configurable: true, value: faces });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  delete connection.saveData;
});
afterEach(() => {
  jest.useRealTimers();
  inEditorBuild(true);
  Object.defineProperty(window, 'self', { configurable: true, value: window });
});

describe('a first page, drawn in the fallbacks', () => {
  it('asks for no font until the visitor uses it and the browser is idle, then for the two web fonts only', async () => {
    const { startWebFonts, webFontsArrived } = loadModule();
    startWebFonts();
    await goIdle();
    expect(fetched()).toEqual([]);
    startUsing();
    expect(fetched()).toEqual([]);
    await goIdle();
    expect(fetched()).toEqual(['Fraunces', '"DM Sans"']);
    expect(webFontsArrived()).toBe(true);
    expect(localStorage.getItem(webFontsStorageKey)).toBe(files);
  });

  it('stays in the fallbacks when they arrive: swapping them in would move its text', async () => {
    await usedPage();
    expect(marked()).toBe(false);
  });

  it('fetches nothing for a visitor who saves data', async () => {
    connection.saveData = true;
    const { webFontsArrived } = await usedPage();
    expect(fetched()).toEqual([]);
    expect(webFontsArrived()).toBe(false);
    expect(localStorage.getItem(webFontsStorageKey)).toBeNull();
  });

  it('does not count a font that failed (offline) as fetched: the next page starts in the fallbacks too', async () => {
    faces[1] = face('"DM Sans"', true);
    const { webFontsArrived } = await usedPage();
    expect(webFontsArrived()).toBe(false);
    expect(localStorage.getItem(webFontsStorageKey)).toBeNull();
  });

  it('asks for nothing while the browser is offline: the next page load starts in the fallbacks again', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { webFontsArrived } = await usedPage();
    expect(fetched()).toEqual([]);
    expect(webFontsArrived()).toBe(false);
    expect(localStorage.getItem(webFontsStorageKey)).toBeNull();
  });

  it('still draws the next page it shows in them where storage is refused', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { webFontsArrived } = await usedPage();
    expect(webFontsArrived()).toBe(true);
  });
});

describe('a page the head script drew in the web fonts', () => {
  it('fetches nothing more: the fonts came from the cache', async () => {
    document.documentElement.setAttribute(webFontsAttribute, '');
    const { webFontsArrived } = await usedPage();
    expect(fetched()).toEqual([]);
    expect(webFontsArrived()).toBe(true);
  });
});

describe("the editor's preview", () => {
  beforeEach(() => inEditorBuild(true));

  it('is drawn in the web fonts as soon as they arrive on the development server, whose page has no head script', async () => {
    document.head.innerHTML = '';
    let arrive = () => {};
    const arriving = new Promise<void>((resolve) => (arrive = resolve));
    for (const webFace of faces.slice(0, 2)) webFace.load.mockReturnValue(arriving);
    const { startWebFonts, webFontsArrived } = loadModule();
    startWebFonts();
    await goIdle();
    // Asked for at once, without waiting for the owner to use the page…
    expect(fetched()).toEqual(['Fraunces', '"DM Sans"']);
    // …and marked only once here: marked before, the page would ask for them itself and,
    // missing its first 0.1 s (`optional`), keep the fallbacks until the next reload.
    expect(marked()).toBe(false);
    arrive();
    await goIdle();
    expect(marked()).toBe(true);
    expect(webFontsArrived()).toBe(true);
  });

  it("is drawn in them as soon as they arrive in the editor's frame on the live site", async () => {
    // As in a frame: the page's window is not the top one.
    Object.defineProperty(window, 'self', { configurable: true, value: {} });
    loadModule().startWebFonts();
    await goIdle();
    expect(marked()).toBe(true);
  });

  it('stays in the fallbacks in the editor where a font cannot be fetched', async () => {
    document.head.innerHTML = '';
    faces[0] = face('Fraunces', true);
    loadModule().startWebFonts();
    await goIdle();
    expect(marked()).toBe(false);
  });

  it('leaves a visitor of the editor-capable build, outside the frame, to the first-page rule', async () => {
    loadModule().startWebFonts();
    expect(marked()).toBe(false);
    startUsing();
    await goIdle();
    expect(marked()).toBe(false);
    expect(fetched()).toEqual(['Fraunces', '"DM Sans"']);
  });
});
