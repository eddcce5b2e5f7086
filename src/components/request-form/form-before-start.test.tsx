/**
 * The prerendered form before its island has started: what the server renders, what the
 * page's islands script does with it (src/browser/forms-before-start.ts), and how the form
 * takes over a submit that the script held (src/forms/submit-before-start.ts).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { holdSubmitsUntilStarted } from '#src/browser/forms-before-start';
import { formUnderTest } from '#tests/unit-support/test-form';

const heldNote = 'Your request will be sent as soon as the page has finished loading.';

/** The page as the prerender step writes it: the server's HTML, no script running. */
function prerendered(submit = jest.fn(() => Promise.resolve())) {
  const page = formUnderTest(submit);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  return { page, container, submit };
}

/** What starting the form's island does in each test: loading its code, which may fail. */
let startIsland = jest.fn<Promise<void>, [HTMLFormElement]>();

/** Runs the page's islands script's part for forms, as the browser does once the page is read. */
function runIslandsScript() {
  holdSubmitsUntilStarted((form) => startIsland(form));
}

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);

function typeIntoStaticHtml() {
  field('Your name').value = 'Ada';
  field('Email').value = 'ada@example.com';
  field('Guests').value = '12';
  field('Large cup').checked = true;
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('a form before its script has started', () => {
  // Without JavaScript, a press or Enter sends nothing and the page stays: tests/e2e/form-privacy.spec.ts.
  it('says, for browsers without JavaScript, why it cannot send and how else to reach the bar', () => {
    const { container } = prerendered();
    const noscript = container.querySelector('form noscript');
    // jsdom runs scripts, so it reads <noscript> as text, as a browser with JavaScript would.
    const withoutJavaScript = new DOMParser().parseFromString(noscript!.textContent!, 'text/html').body;
    expect(withoutJavaScript.textContent).toContain('Sending needs JavaScript. Write or call us instead:');
    const links = [...withoutJavaScript.querySelectorAll('a')].map((link) => [link.textContent, link.href]);
    expect(links).toEqual([
      ['ciao@bar.example', 'mailto:ciao@bar.example'],
      ['+1 (555) 014-2200', 'tel:+15550142200'],
    ]);
  });

  it('holds a submit pressed before the script started, says so, and sends it once the script starts', async () => {
    const errors = jest.spyOn(console, 'error');
    const submit = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1000)));
    const { page, container } = prerendered(submit);
    startIsland = jest.fn((_form: HTMLFormElement) => Promise.resolve());
    runIslandsScript();
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeEnabled();

    typeIntoStaticHtml();
    const submitEvents = jest.fn();
    const form = screen.getByRole('form', { name: 'Ask us' });
    form.addEventListener('submit', (event) => submitEvents(event.defaultPrevented));
    button.click();
    expect(submitEvents).toHaveBeenCalledWith(true);
    expect(screen.getByText(heldNote)).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
    // The held submit starts the form's island at once; here, its code arrives and hydrates it.
    expect(startIsland).toHaveBeenCalledWith(form);

    render(page, { container, hydrate: true });
    await advance(0);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      guests: 12,
      notes: '',
      days: [],
      size: 'large',
    });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByText(heldNote)).not.toBeInTheDocument();
    await advance(1000);
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Request Sent! We will answer within 24 hours.',
    );
    expect(field('Your name')).toHaveValue('Ada');

    // Once started, a submit is the form's own: the islands script lets it through.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it("says where the visitor pressed send when the form's code cannot load, and sends nothing", async () => {
    const submit = jest.fn(() => Promise.resolve());
    prerendered(submit);
    startIsland = jest.fn((_form: HTMLFormElement) =>
      Promise.reject(new Error('Loading chunk island-request-form failed.')),
    );
    runIslandsScript();
    typeIntoStaticHtml();
    screen.getByRole('button', { name: 'Send' }).click();
    await advance(0);
    expect(screen.queryByText(heldNote)).not.toBeVisible();
    expect(screen.getByText(/could not load/i)).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });
});
