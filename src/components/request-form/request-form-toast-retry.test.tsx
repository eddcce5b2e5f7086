import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestForm } from './request-form';
import { testBeforeStartTexts } from './test-before-start-texts';

// The toast chunk cannot load while offline (after the page has loaded), and loads once back online.
let mockOffline = true;
jest.mock('../toast-region/toast-library', () => {
  if (mockOffline) throw new Error('Loading chunk toasts failed.');
  return jest.requireActual<object>('../toast-region/toast-library');
});

const definitions = [
  { name: 'email', kind: 'email', required: true, autoComplete: 'email', editorLabel: 'Email' },
] as const;

const texts = {
  labels: { email: 'Email' },
  optionalNote: '(optional)',
  submitLabel: 'Subscribe',
  sendingLabel: 'Subscribing…',
  successTitle: 'Thanks for subscribing!',
  successMessage: 'Our next letter will reach your inbox.',
  errorTitle: 'Not sent',
  errorMessage: 'Please try again.',
};

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// The form brings the toast region with it when it starts (use-form-start.ts).
it('confirms in the form when the toast code cannot load, and shows the toast on the next submit', async () => {
  render(
    <>
      <h2 id="subscribe-heading">News</h2>
      <RequestForm
        definitions={definitions}
        texts={texts}
        beforeStartTexts={testBeforeStartTexts}
        labelledBy="subscribe-heading"
      />
    </>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const form = screen.getByRole('form', { name: 'News' });
  // Focus asks for the toast code early; offline, that fails, and so does the ask after sending.
  await user.type(within(form).getByLabelText('Email'), 'dee@mail.example');
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  await advance(1000);
  expect(within(form).getByRole('status')).toHaveTextContent(
    'Thanks for subscribing! Our next letter will reach your inbox.',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeEnabled();

  mockOffline = false;
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  await advance(1000);
  const toastText = await screen.findByText('Our next letter will reach your inbox.', {
    selector: '.Toastify p',
  });
  await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Thanks for subscribing!'));
  // Said once to a screen reader: by the form's status, not again by the toast.
  expect(liveRegionsHolding('Our next letter will reach your inbox.')).toEqual([
    within(form).getByRole('status'),
  ]);
  expect(toastText).toBeVisible();
});

/** The live regions (role or aria-live) whose text includes these words: each is announced. */
function liveRegionsHolding(words: string): Element[] {
  const live = document.querySelectorAll(
    '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])',
  );
  return [...live].filter((region) => region.textContent?.includes(words) === true);
}
