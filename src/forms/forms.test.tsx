/**
 * The three request forms and the subscribe field, as a visitor meets them on
 * their pages: fields and rules per site-spec §3 and §5, the one-second
 * simulated send (§7) and the exact confirmation texts (§8).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderRoute } from '#tests/unit-support/render-route';
import { siteForms as formCases, type SiteForm as FormCase } from '#tests/site-forms';

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  // Each test is a page of its own: the toast region the last one's form put at the end of the page goes with it.
  document.body.innerHTML = '';
});

async function openForm(route: string, name: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // The page; its form brings the toast region with it as it starts (use-form-start.ts).
  await renderRoute(route);
  return { user, form: await screen.findByRole('form', { name }) };
}

async function fillRequired(user: UserEvent, form: HTMLElement, formCase: FormCase) {
  for (const field of formCase.fields) {
    if (field.fill) {
      await user.type(within(form).getByLabelText(field.label), field.fill);
    }
  }
  for (const label of formCase.groups.flatMap((group) => group.choose)) {
    await user.click(within(form).getByLabelText(label));
  }
}

describe.each(formCases)('the form "$form" on $path', (formCase) => {
  it('has the fields of the spec, required and optional as §5 says, with native types', async () => {
    const { form } = await openForm(formCase.path, formCase.form);
    // The browser checks them on submit, with its own messages (site-spec §5); without it, Formik's
    // rules refuse the same (below).
    expect(form).not.toHaveAttribute('novalidate');
    for (const field of formCase.fields) {
      const input = within(form).getByLabelText(field.label);
      if (field.required) {
        expect(input).toBeRequired();
      } else {
        expect(input).not.toBeRequired();
        expect(input).toHaveAccessibleName(/\(optional\)$/);
      }
      if (field.type) {
        expect(input).toHaveAttribute('type', field.type);
      }
      if (field.autoComplete) {
        expect(input).toHaveAttribute('autocomplete', field.autoComplete);
      }
    }
    for (const group of formCase.groups) {
      const fieldset = within(form).getByRole('group', { name: group.name });
      const inputs = [
        ...within(fieldset).queryAllByRole('radio'),
        ...within(fieldset).queryAllByRole('checkbox'),
      ];
      expect(inputs.length).toBeGreaterThan(1);
      for (const input of inputs) {
        if (group.required) {
          expect(input).toBeRequired();
        } else {
          expect(input).not.toBeRequired();
        }
      }
    }
  });

  it('refuses an empty submit the browser did not check, and names the missing field', async () => {
    const { form } = await openForm(formCase.path, formCase.form);
    // A submit event straight to the form skips the browser's check of the native attributes
    // (as a browser without one would): Formik's own rules (Yup) must still refuse it.
    await act(async () => {
      fireEvent.submit(form);
    });
    await advance(2000);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(within(form).queryByText(formCase.toast[0])).not.toBeInTheDocument();
    const first = within(form).getByLabelText(formCase.fields[0]!.label);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(/is a required field$/);
  });

  it('sends in one second with the exact confirmation and keeps what was typed', async () => {
    const { user, form } = await openForm(formCase.path, formCase.form);
    await fillRequired(user, form, formCase);
    expect(form).toBeValid();
    await user.click(within(form).getByRole('button', { name: formCase.submit }));
    expect(within(form).getByRole('button', { name: /…$/ })).toBeDisabled();
    await advance(999);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    await advance(1);
    // The toast is for the eye (no role): the form's status says it to a screen reader.
    expect(within(form).getByRole('status')).toHaveTextContent(`${formCase.toast[0]} ${formCase.toast[1]}`);
    const title = await screen.findByText(formCase.toast[0], { selector: '.Toastify__toast p' });
    const toast = title.closest<HTMLElement>('.Toastify__toast')!;
    expect(within(toast).getByText(formCase.toast[0])).toBeInTheDocument();
    expect(within(toast).getByText(formCase.toast[1])).toBeInTheDocument();
    // Said once to a screen reader: by the form's status, not again by the toast.
    const live = document.querySelectorAll(
      '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])',
    );
    expect([...live].filter((region) => region.textContent.includes(formCase.toast[1]))).toEqual([
      within(form).getByRole('status'),
    ]);
    expect(within(form).getByRole('button', { name: formCase.submit })).toBeEnabled();
    for (const field of formCase.fields) {
      if (field.fill) {
        expect(within(form).getByLabelText(field.label)).toHaveDisplayValue(field.fill);
      }
    }
    for (const label of formCase.groups.flatMap((group) => group.choose)) {
      expect(within(form).getByLabelText(label)).toBeChecked();
    }
  });
});
