import { useFormik } from 'formik';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import type { FormFieldDefinition, LabelKeyOf } from '../../forms/field-definitions';
import { simulateSubmission } from '../../forms/simulate-submission';
import { loadToasts } from '../toast-region/toast-region';
import { FormField, inputIdOf } from './form-field';
import { initialValuesOf, validationSchemaOf, valuesShownIn, type FormValues } from './form-rules';
import styles from './request-form.module.scss';
import { ToastMessage } from './toast-message';

/** The words of a form, as the page's content holds them. */
export interface RequestFormTexts<K extends string> {
  labels: Readonly<Record<K, string>>;
  optionalNote: string;
  submitLabel: string;
  sendingLabel: string;
  successTitle: string;
  successMessage: string;
  errorTitle: string;
  errorMessage: string;
}

/** What a page may do to its form from outside: pick an option, as a tier card does. */
export interface RequestFormControl {
  /** Picks the option, brings it into view and puts the focus on it. */
  choose(field: string, value: string): void;
}

export interface RequestFormProps<D extends readonly FormFieldDefinition[]> {
  /** The form's structure: names, input types, required flags, autocomplete hints. */
  definitions: D;
  texts: RequestFormTexts<LabelKeyOf<D>>;
  /** Texts of options that the page supplies (value → text), such as the tier names. */
  pageOptionTexts?: Readonly<Record<string, string>>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Sends the values; the site only simulates it (site-spec §7). Tests pass their own. */
  submit?: (values: FormValues) => Promise<void>;
  controlRef?: Ref<RequestFormControl>;
  /** `inline`: one field and its button on one row (the subscribe field). */
  layout?: 'stacked' | 'inline';
  /** `data-tina-field` of a content field, given the object that holds it. */
  tinaField?: (object: object, field: string) => string | undefined;
}

/**
 * The one form engine: Formik holds the values, Yup rules and native attributes
 * come from the field definitions, and the words come from content. On submit
 * the button shows the sending label until `submit` settles, then a toast says
 * how it went; the fields keep what the visitor typed either way.
 */
export function RequestForm<D extends readonly FormFieldDefinition[]>({
  definitions,
  texts,
  pageOptionTexts,
  labelledBy,
  submit = simulateSubmission,
  controlRef,
  layout = 'stacked',
  tinaField,
}: RequestFormProps<D>) {
  const idPrefix = useId();
  const labels: Readonly<Record<string, string>> = texts.labels;
  const labelOf = (key: string) => labels[key] ?? key;
  const validationSchema = useMemo(
    () => validationSchemaOf(definitions, (key) => labels[key] ?? key),
    [definitions, labels],
  );
  const initialValues = useMemo(() => initialValuesOf(definitions), [definitions]);

  const formik = useFormik<FormValues>({
    initialValues,
    validationSchema,
    // The browser checks the native attributes first, on submit (site-spec §5); Formik then
    // checks the same rules once more on submit, rather than on every key stroke.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      const sent = await submit(values).then(
        () => true,
        () => false,
      );
      const { toast } = await loadToasts();
      if (sent) toast.success(<ToastMessage title={texts.successTitle} message={texts.successMessage} />);
      else toast.error(<ToastMessage title={texts.errorTitle} message={texts.errorMessage} />);
    },
  });

  const { setFieldValue, setValues } = formik;
  const formRef = useRef<HTMLFormElement>(null);
  // The prerendered form takes typing before the page's script has started; keep what it shows.
  useEffect(() => {
    if (!formRef.current) return;
    const shown = valuesShownIn(formRef.current, definitions);
    if (JSON.stringify(shown) !== JSON.stringify(initialValues)) void setValues(shown, false);
  }, [definitions, initialValues, setValues]);

  useImperativeHandle(
    controlRef,
    () => ({
      choose(field, value) {
        void setFieldValue(field, value);
        const input = document.getElementById(inputIdOf(idPrefix, field, value));
        input?.scrollIntoView({ block: 'center' });
        input?.focus({ preventScroll: true });
      },
    }),
    [setFieldValue, idPrefix],
  );

  return (
    <form
      ref={formRef}
      className={layout === 'inline' ? `${styles.form} ${styles.inline}` : styles.form}
      aria-labelledby={labelledBy}
      onSubmit={formik.handleSubmit}
    >
      {definitions.map((definition) => (
        <FormField
          key={definition.name}
          definition={definition}
          idPrefix={idPrefix}
          label={labelOf(definition.name)}
          optionText={(value) => pageOptionTexts?.[value] ?? labelOf(value)}
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
          className={styles.submit}
          disabled={formik.isSubmitting}
          data-tina-field={tinaField?.(texts, formik.isSubmitting ? 'sendingLabel' : 'submitLabel')}
        >
          {formik.isSubmitting ? texts.sendingLabel : texts.submitLabel}
        </button>
      </div>
    </form>
  );
}
