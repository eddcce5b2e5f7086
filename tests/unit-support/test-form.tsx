import type { FormFieldDefinition } from '#model/form-fields';
import { ToastContainer } from '#src/components/toast-region/toast-library';
import { RequestForm } from '#src/components/request-form/request-form';
import { testBeforeStartTexts } from './test-before-start-texts';

// The form the engine's tests use: one field of every kind.
const definitions = [
  { name: 'name', kind: 'text', required: true, autoComplete: 'name', editorLabel: 'Name' },
  { name: 'email', kind: 'email', required: true, autoComplete: 'email', editorLabel: 'Email' },
  { name: 'guests', kind: 'number', required: true, editorLabel: 'Guests' },
  { name: 'notes', kind: 'textarea', required: false, editorLabel: 'Notes' },
  {
    name: 'days',
    kind: 'checkboxes',
    required: false,
    options: ['mon', 'tue'],
    optionLabels: 'content',
    editorLabel: 'Days',
  },
  {
    name: 'size',
    kind: 'radio',
    required: true,
    options: ['small', 'large'],
    optionLabels: 'page',
    editorLabel: 'Size',
  },
] as const satisfies readonly FormFieldDefinition[];

const texts = {
  labels: {
    name: 'Your name',
    email: 'Email',
    guests: 'Guests',
    notes: 'Notes',
    days: 'Days',
    mon: 'Monday',
    tue: 'Tuesday',
    size: 'Size',
  },
  optionalNote: '(optional)',
  submitLabel: 'Send',
  sendingLabel: 'Sending…',
  successTitle: 'Request Sent!',
  successMessage: 'We will answer within 24 hours.',
  errorTitle: 'Not sent',
  errorMessage: 'Please try again; everything you typed is still here.',
};

/** A form with a field of every kind, its words, and the toast container. */
export function formUnderTest(submit?: (values: Record<string, unknown>) => Promise<void>) {
  return (
    <>
      <h2 id="form-heading">Ask us</h2>
      <RequestForm
        definitions={definitions}
        texts={texts}
        beforeStartTexts={testBeforeStartTexts}
        pageOptionTexts={{ small: 'Small cup', large: 'Large cup' }}
        labelledBy="form-heading"
        {...(submit ? { submit } : {})}
      />
      <ToastContainer />
    </>
  );
}
