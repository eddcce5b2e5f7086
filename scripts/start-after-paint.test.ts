import { beforeStart } from '../src/forms/submit-before-start';
import {
  scriptListAttribute,
  startAfterPaintScript,
  startAfterPaintTag,
  withPageScripts,
} from './start-after-paint';

/** Puts the tag into the page as the prerendered HTML would and runs it, as the browser does. */
function runTag(sources: string[]) {
  document.body.insertAdjacentHTML('beforeend', startAfterPaintTag(sources));
  const tag = document.body.lastElementChild as HTMLScriptElement;
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

  it('refuses an empty list: a page without scripts would never start', () => {
    expect(() => startAfterPaintTag([])).toThrow('No script files to start');
  });

  it("takes the page's own files after the shell's, as the shell is written or minified", () => {
    const written = `<body><div id="root"></div>${startAfterPaintTag(['/assets/react.js', '/assets/main.js'])}</body>`;
    expect(withPageScripts(written, ['/assets/page-home.js'])).toContain(
      `${scriptListAttribute}="/assets/react.js /assets/main.js /assets/page-home.js"`,
    );
    const minified = `<div id=root></div><script ${scriptListAttribute}=/assets/main.js>code</script>`;
    expect(withPageScripts(minified, ['/assets/page-home.js', '/assets/cards.js'])).toBe(
      `<div id=root></div><script ${scriptListAttribute}="/assets/main.js /assets/page-home.js /assets/cards.js">code</script>`,
    );
  });

  it('refuses a shell without exactly one start-up tag, and a file that is not a script of the site', () => {
    const tag = startAfterPaintTag(['/assets/main.js']);
    expect(() => withPageScripts('<body></body>', ['/assets/a.js'])).toThrow('0 start-up tags');
    expect(() => withPageScripts(tag + tag, ['/assets/a.js'])).toThrow('2 start-up tags');
    expect(() => withPageScripts(tag, ['/assets/a.css'])).toThrow('Not a script path of the site');
  });

  it('is one constant text on every page, so a Content-Security-Policy can allow it by its hash', () => {
    const codeOf = (tag: string) => /<script [^>]*>(.*)<\/script>$/.exec(tag)?.[1];
    expect(codeOf(startAfterPaintTag(['/assets/main.js']))).toBe(startAfterPaintScript);
    expect(codeOf(startAfterPaintTag(['/assets/main.js', '/assets/page-catering.js']))).toBe(
      startAfterPaintScript,
    );
    expect(startAfterPaintScript).not.toMatch(/\n|<\//);
  });
});

describe('the tag, for the forms before their script has started', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    setVisibility('visible');
  });
  afterEach(() => jest.useRealTimers());

  function pageWithForm() {
    document.body.innerHTML = `
      <form method="dialog" ${beforeStart.form}>
        <input name="email" value="dee@mail.example">
        <button type="submit" disabled ${beforeStart.button}>Subscribe</button>
        <div role="status">
          <p hidden ${beforeStart.heldNote}>Will be sent once the page has loaded.</p>
          <div hidden ${beforeStart.failedNote}>The page could not load: write or call us.</div>
        </div>
      </form>
      <form id="other"><button type="submit" disabled>Other</button></form>`;
    runTag(['/assets/main.js']);
    return {
      form: document.querySelector<HTMLFormElement>(`form[${beforeStart.form}]`)!,
      button: document.querySelector<HTMLButtonElement>(`[${beforeStart.button}]`)!,
      note: document.querySelector<HTMLElement>(`[${beforeStart.heldNote}]`)!,
      failedNote: document.querySelector<HTMLElement>(`[${beforeStart.failedNote}]`)!,
    };
  }

  /** Presses the button; returns whether the submit went on to the browser's own submission. */
  function press(form: HTMLFormElement, button: HTMLButtonElement) {
    let notPrevented = false;
    const onSubmit = (event: Event) => (notPrevented = !event.defaultPrevented);
    form.addEventListener('submit', onSubmit);
    button.click();
    form.removeEventListener('submit', onSubmit);
    return notPrevented;
  }

  it('enables their buttons, and only theirs', () => {
    const { button } = pageWithForm();
    expect(button.disabled).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('#other button')!.disabled).toBe(true);
  });

  it('holds a submit, marks the form and shows its note', () => {
    const { form, button, note } = pageWithForm();
    expect(note.hidden).toBe(true);
    expect(press(form, button)).toBe(false);
    expect(form.hasAttribute(beforeStart.held)).toBe(true);
    expect(note.hidden).toBe(false);
    expect(form.querySelector('input')!.value).toBe('dee@mail.example');
  });

  it('lets the submits of a form that has started through to it', () => {
    const { form, button } = pageWithForm();
    form.setAttribute(beforeStart.started, '');
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    let seen = false;
    form.addEventListener('submit', () => (seen = true), { once: true });
    button.click();
    expect(seen).toBe(true);
    expect(form.hasAttribute(beforeStart.held)).toBe(false);
  });

  it('says in a form that holds a submit, and in any form sent after, when a script fails to load', () => {
    const { form, button, note, failedNote } = pageWithForm();
    press(form, button);
    // The scripts are added after the first frame; the first of them fails to load.
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    const script = document.head.querySelector('script')!;
    script.dispatchEvent(new Event('error'));
    expect(note.hidden).toBe(true);
    expect(failedNote.hidden).toBe(false);

    const other = document.body.appendChild(document.createElement('div'));
    other.innerHTML = `<form ${beforeStart.form}><button type="submit">Send</button>
      <p hidden ${beforeStart.heldNote}>Will be sent</p><p hidden ${beforeStart.failedNote}>Could not load</p></form>`;
    const otherForm = other.querySelector('form')!;
    expect(press(otherForm, other.querySelector('button')!)).toBe(false);
    expect(otherForm.querySelector<HTMLElement>(`[${beforeStart.heldNote}]`)!.hidden).toBe(true);
    expect(otherForm.querySelector<HTMLElement>(`[${beforeStart.failedNote}]`)!.hidden).toBe(false);
  });
});
