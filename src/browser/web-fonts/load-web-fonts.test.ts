import { fontFilesAttribute, webFontsAttribute, webFontsStorageKey } from './web-fonts-mark';

type LoadWebFonts = typeof import('./load-web-fonts');
type ShowInEditor = typeof import('./show-web-fonts-in-editor');

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

function loadEditorModule(): ShowInEditor {
  let module: ShowInEditor | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<ShowInEditor>('./show-web-fonts-in-editor');
  });
  return module!;
}

/** Runs the idle callback (jsdom has no requestIdleCallback: a task stands in), then the fonts' loading. */
async function goIdle() {
  jest.runOnlyPendingTimers();
  for (let turn = 0; turn < 10; turn += 1) {
    await Promise.resolve();
  }
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
/** What the head script of the next page load reads: these files have been fetched in full. */
const rememberedForNextPage = () => localStorage.getItem(webFontsStorageKey);

beforeEach(() => {
  jest.useFakeTimers();
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
afterEach(() => jest.useRealTimers());

describe('a first page, drawn in the fallbacks', () => {
  // No font asked for until the visitor uses the page, then the two, remembered for the next page,
  // and the page they arrived on left in its fallbacks: tests/e2e/layout.spec.ts, in the browser.
  it('fetches nothing for a visitor who saves data', async () => {
    connection.saveData = true;
    await usedPage();
    expect(fetched()).toEqual([]);
    expect(rememberedForNextPage()).toBeNull();
  });

  it('does not count a font that failed (offline) as fetched: the next page starts in the fallbacks too', async () => {
    faces[1] = face('"DM Sans"', true);
    await usedPage();
    expect(rememberedForNextPage()).toBeNull();
  });

  it('asks for nothing while the browser is offline: the next page load starts in the fallbacks again', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await usedPage();
    expect(fetched()).toEqual([]);
    expect(rememberedForNextPage()).toBeNull();
  });
});

describe('a page the head script drew in the web fonts', () => {
  it('fetches nothing more: the fonts came from the cache', async () => {
    document.documentElement.setAttribute(webFontsAttribute, '');
    await usedPage();
    expect(fetched()).toEqual([]);
  });
});

describe("the editor's preview", () => {
  it('is drawn in the web fonts as soon as they arrive, without waiting for the owner to use it', async () => {
    let arrive = () => {};
    const arriving = new Promise<void>((resolve) => (arrive = resolve));
    for (const webFace of faces.slice(0, 2)) {
      webFace.load.mockReturnValue(arriving);
    }
    loadEditorModule().showWebFontsInEditor();
    expect(fetched()).toEqual(['Fraunces', '"DM Sans"']);
    // …and marked only once here: marked before, the page would ask for them itself and,
    // missing its first 0.1 s (`optional`), keep the fallbacks until the next reload.
    expect(marked()).toBe(false);
    arrive();
    await goIdle();
    expect(marked()).toBe(true);
  });

  it('stays in the fallbacks where a font cannot be fetched', async () => {
    faces[0] = face('Fraunces', true);
    loadEditorModule().showWebFontsInEditor();
    await goIdle();
    expect(marked()).toBe(false);
  });
});
