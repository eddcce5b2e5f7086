import { useFormik } from 'formik';
import { useCallback, useMemo, type RefObject } from 'react';
import type { FormFieldDefinition } from '#model/form-fields';
import { initialValuesOf, validationSchemaOf, valuesShownIn, type FormValues } from './form-rules';
import { useFormStart } from './use-form-start';

interface FormValuesOptions {
  definitions: readonly FormFieldDefinition[];
  /** The fields' labels by name: the rules' messages name a field by its label. */
  labels: Readonly<Record<string, string>>;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (values: FormValues) => Promise<void>;
}

/**
 * Formik, holding the form's values under the rules its field definitions give (form-rules.ts),
 * and whether the form's script has started (use-form-start.ts), which takes in on the way what
 * was typed into the prerendered form before.
 */
export function useFormValues({ definitions, labels, formRef, onSubmit }: FormValuesOptions) {
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
    onSubmit,
  });

  const { setValues } = formik;
  // The prerendered form takes typing before the page's script has started; keep what it shows.
  const keepShown = useCallback(
    (form: HTMLFormElement) => {
      const shown = valuesShownIn(form, definitions);
      if (JSON.stringify(shown) !== JSON.stringify(initialValues)) {
        // Not checked now (Formik's `shouldValidate`): the rules run on submit only.
        void setValues(shown, false);
      }
    },
    [definitions, initialValues, setValues],
  );
  const started = useFormStart(formRef, keepShown);

  return { formik, started };
}
