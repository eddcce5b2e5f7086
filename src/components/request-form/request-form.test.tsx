import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { chooseAttributes, handleChoosingLinks } from '../../forms/choose-option';
import { formUnderTest } from './test-form';

function renderForm(submit?: (values: Record<string, unknown>) => Promise<void>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(formUnderTest(submit));
  return { user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Guests'), '12');
  await user.click(screen.getByLabelText('Large cup'));
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/** A submit function that succeeds after 10 ms. */
const succeedingSubmit = () => jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

/** Sends the form and checks that the confirmation shows and `submit` got exactly these values. */
async function sendExpecting(
  user: ReturnType<typeof userEvent.setup>,
  submit: ReturnType<typeof succeedingSubmit>,
  values: Record<string, unknown>,
) {
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await advance(10);
  expect(await screen.findByRole('alert')).toHaveTextContent('Request Sent!');
  expect(submit).toHaveBeenCalledWith(values);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RequestForm', () => {
  it('gives every field a visible label and the native attributes of its rules', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Ask us' });
    expect(within(form).getByRole('textbox', { name: 'Your name' })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Your name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Guests')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(/Notes/)).not.toBeRequired();
    expect(screen.getByText('(optional)', { selector: 'label span' })).toBeVisible();
    const days = screen.getByRole('group', { name: /Days/ });
    expect(within(days).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(days).getByLabelText('Monday')).not.toBeRequired();
    const size = screen.getByRole('group', { name: 'Size' });
    for (const radio of within(size).getAllByRole('radio')) expect(radio).toBeRequired();
  });

  it('refuses an empty submit: the browser check stops it and nothing is sent', async () => {
    const submit = jest.fn(() => Promise.resolve());
    const { user } = renderForm(submit);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Your name')).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await advance(2000);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Sending… on a disabled button for one second, then the toast, and keeps the values', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Notes/), 'Oat milk 🥛, please');
    await user.click(screen.getByLabelText('Tuesday'));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await advance(999);
    expect(sending).toBeDisabled();
    expect(screen.queryByText('Request Sent!')).not.toBeInTheDocument();

    await advance(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Request Sent!We will answer within 24 hours.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Guests')).toHaveValue(12);
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Oat milk 🥛, please');
    expect(screen.getByLabelText('Tuesday')).toBeChecked();
    expect(screen.getByLabelText('Large cup')).toBeChecked();
  });

  it('hands the values to the submit function', async () => {
    const submit = succeedingSubmit();
    const { user } = renderForm(submit);
    await fillRequired(user);
    await sendExpecting(user, submit, {
      name: 'Ada',
      email: 'ada@example.com',
      guests: 12,
      notes: '',
      days: [],
      size: 'large',
    });
  });

  it('says so in the form and in an error toast when sending fails, and keeps every value', async () => {
    const submit = jest.fn(
      () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('offline')), 1000)),
    );
    const { user } = renderForm(submit);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await advance(1000);
    const form = screen.getByRole('form', { name: 'Ask us' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Not sent Please try again; everything you typed is still here.',
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.queryByText('Request Sent!')).not.toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Large cup')).toBeChecked();
  });

  it('keeps the confirmation in the form for good, and says it anew on the next send', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = within(screen.getByRole('form', { name: 'Ask us' })).getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await advance(1000);
    expect(status).toHaveTextContent('Request Sent! We will answer within 24 hours.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Sent!');
    // A toast ends on its progress bar's animation, which jsdom does not run; the form's words have no end.
    await advance(60_000);
    expect(status).toHaveTextContent('Request Sent! We will answer within 24 hours.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status).toHaveTextContent(/^$/));
    await advance(1000);
    expect(status).toHaveTextContent('Request Sent! We will answer within 24 hours.');
  });

  it('shows whatever is typed as text, markup included', async () => {
    const { user } = renderForm();
    const typed = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await user.type(screen.getByLabelText(/Notes/), typed.replace(/[[{]/g, '$&$&'));
    expect(screen.getByLabelText(/Notes/)).toHaveValue(typed);
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('takes the option a link on the page chooses, as a tier card does, and sends it', async () => {
    handleChoosingLinks();
    const submit = succeedingSubmit();
    const { user } = renderForm(submit);
    const form = screen.getByRole('form', { name: 'Ask us' });
    form.id = 'ask';
    render(
      <a href="#ask" {...chooseAttributes({ field: 'size', value: 'small' })}>
        Choose a small cup
      </a>,
    );
    await user.click(screen.getByRole('link', { name: 'Choose a small cup' }));
    expect(screen.getByLabelText('Small cup')).toBeChecked();
    expect(screen.getByLabelText('Small cup')).toHaveFocus();
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Guests'), '12');
    await sendExpecting(user, submit, expect.objectContaining({ size: 'small' }));
  });

  it('keeps what a visitor typed into the prerendered form before the page script started', async () => {
    const submit = succeedingSubmit();
    const page = formUnderTest(submit);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // Typing into the static HTML: the browser changes the fields, React is not there yet.
    const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
    field('Your name').value = 'Ada';
    field('Email').value = 'ada@example.com';
    field('Guests').value = '12';
    field(/Notes/).value = 'Oat milk';
    field('Tuesday').checked = true;
    field('Large cup').checked = true;

    render(page, { container, hydrate: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await sendExpecting(user, submit, {
      name: 'Ada',
      email: 'ada@example.com',
      guests: 12,
      notes: 'Oat milk',
      days: ['tue'],
      size: 'large',
    });
    expect(field('Your name')).toHaveValue('Ada');
    expect(field(/Notes/)).toHaveValue('Oat milk');
    expect(field('Tuesday')).toBeChecked();
  });
});
