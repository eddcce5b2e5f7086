/**
 * The form engine with a form of every kind of field (tests/unit-support/test-form.tsx). What each of the site's
 * forms shows and does as a visitor meets it on its page (fields, refusals, the one-second send,
 * the words) is src/forms/forms.test.tsx's; a failed delivery is request-form-delivery.test.tsx's.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseAttributes, handleChoosingLinks } from '#src/forms/choose-option';
import { formUnderTest } from '#tests/unit-support/test-form';

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

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RequestForm', () => {
  it('keeps the confirmation in the form for good, and says it anew on the next send', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const status = within(screen.getByRole('form', { name: 'Ask us' })).getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await advance(1000);
    expect(status).toHaveTextContent('Request Sent! We will answer within 24 hours.');
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

  it('takes the option a link on the page chooses, as a tier card does, and hands it with the values to the submit function', async () => {
    handleChoosingLinks();
    const submit = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
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
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await advance(10);
    expect(within(form).getByRole('status')).toHaveTextContent('Request Sent!');
    expect(submit).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      guests: 12,
      notes: '',
      days: [],
      size: 'small',
    });
  });
});
