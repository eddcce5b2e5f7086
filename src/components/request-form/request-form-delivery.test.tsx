import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Delivery } from '#model/form-delivery';
import { minimumFillMs } from '#src/forms/spam-guard';
import { RequestForm } from './request-form';
import { testBeforeStartTexts } from '#tests/unit-support/test-before-start-texts';

// A form whose requests are delivered (the owner's choice), with a stand-in for the network.
const definitions = [
  { name: 'contactName', kind: 'text', required: true, autoComplete: 'name', editorLabel: 'Name' },
  {
    name: 'days',
    kind: 'checkboxes',
    required: false,
    options: ['mon', 'tue'],
    optionLabels: 'content',
    editorLabel: 'Days',
  },
] as const;

const texts = {
  labels: { contactName: 'Your name', days: 'Days', mon: 'Monday', tue: 'Tuesday' },
  optionalNote: '(optional)',
  submitLabel: 'Send',
  sendingLabel: 'Sending…',
  successTitle: 'Request Sent!',
  successMessage: 'We will answer within 24 hours.',
  errorTitle: 'Your request was not sent',
  errorMessage: 'Everything you typed is still here: please try again.',
};

const toService: Delivery = { method: 'endpoint', endpoint: 'https://forms.example/f/1' };

function renderForm(submit: jest.Mock, delivery: Delivery = toService) {
  render(
    <>
      <h2 id="form-heading">Ask us</h2>
      <RequestForm
        definitions={definitions}
        texts={texts}
        beforeStartTexts={testBeforeStartTexts}
        labelledBy="form-heading"
        sendTo={{ delivery, formName: 'catering', page: '/catering' }}
        submit={submit}
        mailSubject="Request catering"
      />
    </>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, form: screen.getByRole('form', { name: 'Ask us' }) };
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const failing = () =>
  jest.fn(() => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('500')), 10)));
const succeeding = () => jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  jest.useFakeTimers();
  // As long after opening the page as a person needs to fill in a form.
  jest.spyOn(performance, 'now').mockReturnValue(minimumFillMs + 5000);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a form whose requests are delivered', () => {
  it('is a real post to the service, with its name, its page and a honeypot nobody meets', () => {
    const { form } = renderForm(succeeding());
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'https://forms.example/f/1');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({ 'form-name': 'catering', page: '/catering' });
    const honeypot = form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    // It sends without JavaScript too: no note that it cannot.
    expect(form.querySelector('noscript')).toBeNull();
  });

  it('through Netlify Forms, is prerendered with what its form detection needs, and works without JavaScript', () => {
    // The HTML Netlify reads at deploy time: the server's, before any script.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <RequestForm
        definitions={definitions}
        texts={texts}
        beforeStartTexts={testBeforeStartTexts}
        labelledBy="form-heading"
        sendTo={{ delivery: { method: 'netlify' }, formName: 'office-fuel', page: '/ez-cater' }}
        submit={jest.fn()}
        mailSubject="Office Fuel"
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('name', 'office-fuel');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('netlify-honeypot', '_gotcha');
    // No action: the browser posts to the page itself, and Netlify answers with its success page.
    expect(form).not.toHaveAttribute('action');
    expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveAttribute(
      'value',
      'office-fuel',
    );
    expect(form.querySelector('input[name="_gotcha"]')).toHaveAttribute('hidden');
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    container.remove();
  });

  it('after a failed send says so in the form, keeps the values, and offers the request by email', async () => {
    const submit = failing();
    const { user, form } = renderForm(submit);
    await user.type(within(form).getByLabelText('Your name'), 'Ada & Co');
    await user.click(within(form).getByLabelText('Tuesday'));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await advance(10);
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('Your request was not sent Everything you typed is still here');
    expect(alert).toHaveTextContent(testBeforeStartTexts.notes.sendFailedNote);
    const mail = within(alert).getByRole('link', { name: /^ciao@/ });
    expect(mail).toHaveAttribute(
      'href',
      `mailto:ciao@bar.example?subject=Request%20catering&body=${encodeURIComponent('Your name: Ada & Co\r\nDays: Tuesday')}`,
    );
    expect(within(alert).getByRole('link', { name: '+1 (555) 014-2200' })).toHaveAttribute(
      'href',
      'tel:+15550142200',
    );
    // Nowhere a word of success: the toast says it failed too.
    expect(await screen.findByText(texts.errorTitle, { selector: '.Toastify__toast *' })).toBeInTheDocument();
    expect(screen.queryByText('Request Sent!')).not.toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent(/^$/);
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(form).getByLabelText('Your name')).toHaveValue('Ada & Co');
    expect(within(form).getByLabelText('Tuesday')).toBeChecked();

    // Trying again sends once more, once.
    submit.mockImplementation(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await advance(10);
    expect(within(form).getByRole('status')).toHaveTextContent('Request Sent!');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('sends once for a double click, or two submits before the page has drawn the first', async () => {
    const submit = succeeding();
    const { user, form } = renderForm(submit);
    await user.type(within(form).getByLabelText('Your name'), 'Ada');
    await user.dblClick(within(form).getByRole('button', { name: 'Send' }));
    await advance(10);
    expect(submit).toHaveBeenCalledTimes(1);
    // A held submit carried out as the visitor presses the button again: both in one task.
    await act(async () => {
      (form as HTMLFormElement).requestSubmit();
      (form as HTMLFormElement).requestSubmit();
      await Promise.resolve();
    });
    await advance(10);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('drops a bot’s submit without a word: the honeypot filled', async () => {
    const submit = succeeding();
    const { user, form } = renderForm(submit);
    await user.type(within(form).getByLabelText('Your name'), 'Spam');
    form.querySelector<HTMLInputElement>('input[name="_gotcha"]')!.value = 'http://spam.example';
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await advance(1000);
    expect(within(form).getByRole('status')).toHaveTextContent('Request Sent!');
    expect(submit).not.toHaveBeenCalled();
  });

  it('neither sends nor confirms a submit sooner after opening the page than a person’s: it asks to press Send again', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(minimumFillMs - 1500);
    const submit = succeeding();
    const { user, form } = renderForm(submit);
    await user.type(within(form).getByLabelText('Your name'), 'Quick');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    // Found once React has drawn it: the submit's own steps run after the click.
    expect(await within(form).findByText(testBeforeStartTexts.notes.againNote)).toBeVisible();
    await advance(5000);
    expect(submit).not.toHaveBeenCalled();
    expect(within(form).getByRole('status')).not.toHaveTextContent('Sent!');
    expect(within(form).getByLabelText('Your name')).toHaveValue('Quick');
  });

  it('sends a person’s second press, once the minimum time has passed, and confirms it', async () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(minimumFillMs - 1500);
    const submit = succeeding();
    const { user, form } = renderForm(submit);
    await user.type(within(form).getByLabelText('Your name'), 'Quick');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await within(form).findByText(testBeforeStartTexts.notes.againNote);
    now.mockReturnValue(minimumFillMs - 1000);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await advance(999);
    expect(submit).not.toHaveBeenCalled();
    await advance(1);
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ contactName: 'Quick' }));
    await advance(10);
    expect(within(form).getByRole('status')).toHaveTextContent('Request Sent!');
  });
});

describe('a form on a demo site (nothing delivered, chosen on purpose)', () => {
  it('says before anything is typed that it sends nothing, with the bar’s email and phone', () => {
    const { form } = renderForm(succeeding(), { method: 'demo' });
    const fields = within(form).getByLabelText('Your name');
    const note = within(form).getByText(testBeforeStartTexts.notes.demoNote);
    // Before the first field, in the order a person reads the form.
    expect(note.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByRole('link', { name: /^ciao@/ })).toHaveAttribute(
      'href',
      'mailto:ciao@bar.example',
    );
    expect(within(form).getByRole('link', { name: '+1 (555) 014-2200' })).toBeVisible();
    expect(form).not.toHaveAttribute('action');
  });

  it('never says "Sent!": a submit says again that nothing was sent, and the email link holds the request', async () => {
    const submit = succeeding();
    const { user, form } = renderForm(submit, { method: 'demo' });
    await user.type(within(form).getByLabelText('Your name'), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const status = within(form).getByRole('status');
    expect(await within(status).findByText(testBeforeStartTexts.notes.demoNote)).toBeVisible();
    await advance(5000);
    expect(submit).not.toHaveBeenCalled();
    expect(status).not.toHaveTextContent('Sent!');
    expect(within(status).getByRole('link', { name: /^ciao@/ })).toHaveAttribute(
      'href',
      `mailto:ciao@bar.example?subject=Request%20catering&body=${encodeURIComponent('Your name: Ada')}`,
    );
    expect(within(form).getByLabelText('Your name')).toHaveValue('Ada');
  });
});
