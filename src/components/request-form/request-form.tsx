import { useFormik } from 'formik';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { actionOf, deliveryFields, sendsNothing, type FormName } from '#model/form-delivery';
import type { FormFieldDefinition, LabelKeyOf } from '#model/form-fields';
import { sendRequest, simulateSubmission, type RequestTarget } from '#src/forms/send-request';
import { afterMinimumTime, filledHoneypot, isTooSoon } from '#src/forms/spam-guard';
import { beforeStart } from '#src/forms/submit-before-start';
import { FormField } from './form-field';
import { FormMessages, type BeforeStartTexts, type Outcome, type OutcomeTexts } from './form-messages';
import { DemoNote } from './form-notes';
import { initialValuesOf, validationSchemaOf, valuesShownIn, type FormValues } from './form-rules';
import { requestMailHref } from './request-mail';
import styles from './request-form.module.scss';
import { showToast } from './show-toast';
import { useFormStart } from './use-form-start';

/** The words of a form, as the page's content holds them. */
export interface RequestFormTexts<K extends string> extends OutcomeTexts {
  labels: Readonly<Record<K, string>>;
  optionalNote: string;
  submitLabel: string;
  sendingLabel: string;
}

export interface RequestFormProps<D extends readonly FormFieldDefinition[]> {
  /** The form's structure: names, input types, required flags, autocomplete hints. */
  definitions: D;
  texts: RequestFormTexts<LabelKeyOf<D>>;
  beforeStartTexts: BeforeStartTexts;
  /** Texts of options that the page supplies (value → text), such as the tier names. */
  pageOptionTexts?: Readonly<Record<string, string>>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /**
   * Where the request goes (the owner's choice, model/form-delivery.ts), which form it
   * is and the page's path. Without it the form only simulates sending (site-spec §7).
   */
  sendTo?: RequestTarget;
  /** Sends the values, instead of `sendRequest` to `sendTo`. Tests pass their own. */
  submit?: (values: FormValues) => Promise<void>;
  /** The subject of the email offered when sending fails: the form's heading. */
  mailSubject?: string;
  /** `inline`: one field and its button on one row (the subscribe field). */
  layout?: 'stacked' | 'inline';
  /** `data-tina-field` of a content field, given the object that holds it. */
  tinaField?: (object: object, field: string) => string | undefined;
}

/**
 * The one form engine: Formik holds the values, Yup rules and native attributes
 * come from the field definitions, and the words come from content. On submit
 * the button shows the sending label until `submit` settles, then the form and
 * a toast say how it went; the fields keep what the visitor typed either way.
 * Sending is `sendRequest` (src/forms/send-request.ts), whatever the owner chose.
 *
 * Simulated (the default), the prerendered form cannot be submitted until its
 * script has started (src/forms/submit-before-start.ts), and `method="dialog"`
 * makes even a submit nothing stopped a no-op: outside a dialog the browser sends
 * nothing and stays. Delivered, it is a real `method="post"` form to the service,
 * so it sends without JavaScript too; with JavaScript, a submit before the script
 * has started is held and then sent by the script, like any other.
 */
export function RequestForm<D extends readonly FormFieldDefinition[]>({
  definitions,
  texts,
  beforeStartTexts,
  pageOptionTexts,
  labelledBy,
  sendTo,
  submit,
  mailSubject = '',
  layout = 'stacked',
  tinaField,
}: RequestFormProps<D>) {
  const idPrefix = useId();
  const labels: Readonly<Record<string, string>> = texts.labels;
  const labelOf = (key: string) => labels[key] ?? key;
  const optionText = (value: string) => pageOptionTexts?.[value] ?? labelOf(value);
  const validationSchema = useMemo(
    () => validationSchemaOf(definitions, (key) => labels[key] ?? key),
    [definitions, labels],
  );
  const initialValues = useMemo(() => initialValuesOf(definitions), [definitions]);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [failedMailHref, setFailedMailHref] = useState<string | undefined>(undefined);
  const delivery = sendTo?.delivery;
  const delivers = delivery !== undefined && !sendsNothing(delivery);
  const demo = delivery?.method === 'demo';
  const send = useCallback(
    (values: FormValues) =>
      submit ? submit(values) : sendTo ? sendRequest(sendTo, values) : simulateSubmission(values),
    [submit, sendTo],
  );
  const mailWithRequest = (values: FormValues) =>
    requestMailHref({
      mailto: beforeStartTexts.email.href,
      subject: mailSubject,
      definitions,
      values,
      labelOf,
      optionTextOf: optionText,
    });
  // A second click while one request is on its way sends nothing (Formik's flag alone
  // is set a render later, and an Enter press does not wait for the disabled button).
  const sending = useRef(false);
  // Set once the form has asked to press Send again (a submit sooner than a person's).
  const askedAgain = useRef(false);

  const formik = useFormik<FormValues>({
    initialValues,
    validationSchema,
    // The browser checks the native attributes first, on submit (site-spec §5); Formik then
    // checks the same rules once more on submit, rather than on every key stroke.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      if (sending.current) {
        return;
      }
      sending.current = true;
      // Cleared first, so that the same words said again are announced again.
      setOutcome(undefined);
      // A demo sends nothing and says so, with the request written into the bar's email link.
      if (demo) {
        sending.current = false;
        setFailedMailHref(mailWithRequest(values));
        setOutcome('demo');
        return;
      }
      // Where something could be sent (spam-guard.ts): a submit sooner than a person's is not sent
      // but asked for again, sent at the second press; a honeypot bot is shown success, sent nowhere.
      if (delivers && isTooSoon() && !askedAgain.current) {
        askedAgain.current = true;
        sending.current = false;
        setOutcome('again');
        return;
      }
      if (delivers && askedAgain.current) {
        await afterMinimumTime();
      }
      const bot = delivers && formRef.current !== null && filledHoneypot(formRef.current);
      const sent = await (bot ? simulateSubmission(values) : send(values)).then(
        () => true,
        () => false,
      );
      sending.current = false;
      if (!sent && delivers) {
        setFailedMailHref(mailWithRequest(values));
      }
      setOutcome(sent ? 'sent' : 'failed');
      showToast(sent, texts);
    },
  });

  const { setValues } = formik;
  const formRef = useRef<HTMLFormElement>(null);
  // The prerendered form takes typing before the page's script has started; keep what it shows.
  const keepShown = useCallback(
    (form: HTMLFormElement) => {
      const shown = valuesShownIn(form, definitions);
      if (JSON.stringify(shown) !== JSON.stringify(initialValues)) {
        void setValues(shown, false);
      }
    },
    [definitions, initialValues, setValues],
  );
  const started = useFormStart(formRef, keepShown);

  // Delivered, the form is a real post to the service, so that it sends without
  // JavaScript too; simulated, `method="dialog"` keeps the browser from sending anything.
  const action = sendTo && delivers ? actionOf(sendTo.delivery, sendTo.formName, sendTo.page) : undefined;
  const netlify = delivery?.method === 'netlify' && sendTo;
  // Netlify: no `action`, so the browser posts to the page itself and Netlify answers with its
  // own "submission received" page (an `action` would name a success page of ours instead).
  const posting =
    action === undefined ? { method: 'dialog' } : netlify ? { method: 'post' } : { method: 'post', action };
  const netlifyMarks = netlify
    ? { name: netlify.formName, 'data-netlify': 'true', 'netlify-honeypot': deliveryFields.honeypot }
    : {};

  return (
    <form
      ref={formRef}
      className={layout === 'inline' ? `${styles.form} ${styles.inline}` : styles.form}
      aria-labelledby={labelledBy}
      {...posting}
      {...netlifyMarks}
      onSubmit={formik.handleSubmit}
      {...{ [beforeStart.form]: '' }}
      // The start-up script marks a submit it held on the form before React takes over the page.
      suppressHydrationWarning
    >
      {sendTo && delivers && <DeliveryFields formName={sendTo.formName} page={sendTo.page} />}
      {demo && <DemoNote beforeStartTexts={beforeStartTexts} tinaField={tinaField} />}
      {definitions.map((definition) => (
        <FormField
          key={definition.name}
          definition={definition}
          idPrefix={idPrefix}
          label={labelOf(definition.name)}
          optionText={optionText}
          optionalNote={texts.optionalNote}
          formik={formik}
          labelTinaField={tinaField?.(texts.labels, definition.name)}
          optionTinaField={(value) =>
            pageOptionTexts?.[value] === undefined ? tinaField?.(texts.labels, value) : undefined
          }
        />
      ))}
      <div className={styles.actions}>
        <button
          type="submit"
          className={formik.isSubmitting ? `${styles.submit} ${styles.sending}` : styles.submit}
          // Delivered, it works before the script starts (a real post without JavaScript).
          disabled={(!started && !delivers) || formik.isSubmitting}
          {...{ [beforeStart.button]: '' }}
          data-tina-field={tinaField?.(texts, formik.isSubmitting ? 'sendingLabel' : 'submitLabel')}
          // The start-up script enables it as soon as the page has JavaScript, before React is there.
          suppressHydrationWarning
        >
          {formik.isSubmitting ? texts.sendingLabel : texts.submitLabel}
        </button>
      </div>
      <FormMessages
        outcome={outcome}
        started={started}
        texts={texts}
        beforeStartTexts={beforeStartTexts}
        tinaField={tinaField}
        delivers={delivers}
        failedMailHref={failedMailHref}
      />
    </form>
  );
}

/**
 * What a delivered request carries besides the visitor's fields, also when the browser
 * posts it without JavaScript: the form's name (Netlify Forms reads `form-name`), the
 * page, and the honeypot, which the `hidden` attribute keeps from people, keyboards
 * and screen readers alike; bots that fill every field fill it too.
 */
function DeliveryFields({ formName, page }: { formName: FormName; page: string }) {
  return (
    <>
      <input type="hidden" name={deliveryFields.formName} value={formName} />
      <input type="hidden" name={deliveryFields.page} value={page} />
      <input
        type="text"
        name={deliveryFields.honeypot}
        hidden
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </>
  );
}
