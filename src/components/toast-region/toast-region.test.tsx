import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestForm } from '../request-form/request-form';
import { testBeforeStartTexts } from '../../../tests/unit-support/test-before-start-texts';

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

/** The live regions (role or aria-live) whose text includes these words: each is announced. */
function liveRegionsHolding(words: string): Element[] {
  const live = document.querySelectorAll(
    '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])',
  );
  return [...live].filter((region) => region.textContent?.includes(words) === true);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// The form brings the toast region with it when it starts (use-form-start.ts).
it('shows the toast at the end of the page, said once to a screen reader: by the form, not again by the toast', async () => {
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
  await user.type(within(form).getByLabelText('Email'), 'dee@mail.example');
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  await act(async () => void jest.advanceTimersByTime(1000));
  const toastText = await screen.findByText('Our next letter will reach your inbox.', {
    selector: '.Toastify p',
  });
  expect(toastText).toBeVisible();
  await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Thanks for subscribing!'));
  expect(liveRegionsHolding('Our next letter will reach your inbox.')).toEqual([
    within(form).getByRole('status'),
  ]);
});
