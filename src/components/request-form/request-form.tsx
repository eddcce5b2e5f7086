import type { FormikProps } from 'formik';
import { useId, useRef } from 'react';
import type { FormFieldDefinition, LabelKeyOf } from '#model/form-fields';
import type { RequestTarget } from '#src/forms/send-request';
import { beforeStart } from '#src/forms/submit-before-start';
import { DeliveryFields, deliversTo, postingOf } from './delivered-form';
import { FormField } from './form-field';
import { FormMessages, type BeforeStartTexts, type OutcomeTexts, type TinaFieldOf } from './form-messages';
import { DemoNote } from './form-notes';
import type { FormValues } from './form-rules';
import styles from './request-form.module.scss';
import { useFormValues } from './use-form-values';
import { useRequestSubmit } from './use-request-submit';

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
  tinaField?: TinaFieldOf;
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
export function RequestForm<D extends readonly FormFieldDefinition[]>(props: RequestFormProps<D>) {
  const { definitions, texts, beforeStartTexts, sendTo, tinaField } = props;
  const idPrefix = useId();
  // First: the submit reads the form's honeypot, and the form's start reads what it shows.
  const formRef = useRef<HTMLFormElement>(null);
  const words = fieldWordsOf(texts.labels, props.pageOptionTexts);
  const request = useRequestSubmit({
    formRef,
    sendTo,
    submit: props.submit,
    texts,
    mail: { mailto: beforeStartTexts.email.href, subject: props.mailSubject ?? '', definitions, ...words },
  });
  const { formik, started } = useFormValues({
    definitions,
    labels: texts.labels,
    formRef,
    onSubmit: request.onSubmit,
  });
  const delivers = deliversTo(sendTo);

  return (
    <form
      ref={formRef}
      className={props.layout === 'inline' ? `${styles.form} ${styles.inline}` : styles.form}
      aria-labelledby={props.labelledBy}
      {...postingOf(sendTo)}
      onSubmit={formik.handleSubmit}
      {...{ [beforeStart.form]: '' }}
      // The start-up script marks a submit it held on the form before React takes over the page.
      suppressHydrationWarning
    >
      {delivers && <DeliveryFields sendTo={sendTo} />}
      {sendTo?.delivery.method === 'demo' && (
        <DemoNote beforeStartTexts={beforeStartTexts} tinaField={tinaField} />
      )}
      <FormFields
        definitions={definitions}
        idPrefix={idPrefix}
        formik={formik}
        texts={texts}
        words={words}
        pageOptionTexts={props.pageOptionTexts}
        tinaField={tinaField}
      />
      <SubmitButton
        texts={texts}
        submitting={formik.isSubmitting}
        // Delivered, it works before the script starts (a real post without JavaScript).
        disabled={(!started && !delivers) || formik.isSubmitting}
        tinaField={tinaField}
      />
      <FormMessages
        outcome={request.outcome}
        started={started}
        texts={texts}
        beforeStartTexts={beforeStartTexts}
        tinaField={tinaField}
        delivers={delivers}
        failedMailHref={request.failedMailHref}
      />
    </form>
  );
}

/** A field's label and an option's text, by name. */
interface FieldWords {
  labelOf: (key: string) => string;
  optionTextOf: (value: string) => string;
}

/** The words of the fields: the labels from content, an option's text from the page where it supplies it. */
function fieldWordsOf(
  labels: Readonly<Record<string, string>>,
  pageOptionTexts: Readonly<Record<string, string>> | undefined,
): FieldWords {
  const labelOf = (key: string) => labels[key] ?? key;
  return { labelOf, optionTextOf: (value) => pageOptionTexts?.[value] ?? labelOf(value) };
}

interface FormFieldsProps {
  definitions: readonly FormFieldDefinition[];
  idPrefix: string;
  formik: FormikProps<FormValues>;
  texts: RequestFormTexts<string>;
  words: FieldWords;
  pageOptionTexts: Readonly<Record<string, string>> | undefined;
  tinaField: TinaFieldOf | undefined;
}

/**
 * The form's fields, in the order of their definitions. An option's text opens its label in the
 * editor, unless the page supplies it (a tier's name is edited with its tier).
 */
function FormFields(props: FormFieldsProps) {
  const { definitions, idPrefix, formik, texts, words, pageOptionTexts, tinaField } = props;
  return definitions.map((definition) => (
    <FormField
      key={definition.name}
      definition={definition}
      idPrefix={idPrefix}
      label={words.labelOf(definition.name)}
      optionText={words.optionTextOf}
      optionalNote={texts.optionalNote}
      formik={formik}
      labelTinaField={tinaField?.(texts.labels, definition.name)}
      optionTinaField={(value) =>
        pageOptionTexts?.[value] === undefined ? tinaField?.(texts.labels, value) : undefined
      }
    />
  ));
}

interface SubmitButtonProps {
  texts: Pick<RequestFormTexts<string>, 'submitLabel' | 'sendingLabel'>;
  /** Whether a submit is on its way: the button then says the sending label. */
  submitting: boolean;
  disabled: boolean;
  tinaField: TinaFieldOf | undefined;
}

/** The form's one button: the submit label, or the sending label while a request is on its way. */
function SubmitButton({ texts, submitting, disabled, tinaField }: SubmitButtonProps) {
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={submitting ? `${styles.submit} ${styles.sending}` : styles.submit}
        disabled={disabled}
        {...{ [beforeStart.button]: '' }}
        data-tina-field={tinaField?.(texts, submitting ? 'sendingLabel' : 'submitLabel')}
        // The start-up script enables it as soon as the page has JavaScript, before React is there.
        suppressHydrationWarning
      >
        {submitting ? texts.sendingLabel : texts.submitLabel}
      </button>
    </div>
  );
}
