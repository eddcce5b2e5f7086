import type { FormikProps } from 'formik';
import type { FormFieldDefinition } from '#model/form-fields';
import type { FormValues } from './form-rules';
import styles from './request-form.module.scss';

interface FormFieldProps {
  definition: FormFieldDefinition;
  /** Prefix that makes this form's element ids unique on the page. */
  idPrefix: string;
  label: string;
  optionText: (value: string) => string;
  optionalNote: string;
  formik: FormikProps<FormValues>;
  /** `data-tina-field` of the label and of each option text. */
  labelTinaField?: string;
  optionTinaField: (value: string) => string | undefined;
}

export const inputIdOf = (idPrefix: string, name: string, option?: string) =>
  option === undefined ? `${idPrefix}-${name}` : `${idPrefix}-${name}-${option}`;

/** One field of a form: its visible label tied to the input, or a fieldset with a legend for a group. */
export function FormField(props: FormFieldProps) {
  const { definition, idPrefix, formik } = props;
  const { name, kind, required, autoComplete } = definition;
  const id = inputIdOf(idPrefix, name);
  // Formik's own check only runs after the browser's, so its message shows only
  // where the two would disagree; it is tied to the field for screen readers.
  const error = formik.submitCount > 0 ? formik.errors[name] : undefined;
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  const labelText = (
    <>
      <span data-tina-field={props.labelTinaField}>{props.label}</span>
      {!required && <span className={styles.optional}> {props.optionalNote}</span>}
    </>
  );
  const errorText = error && (
    <p id={errorId} className={styles.error}>
      {String(error)}
    </p>
  );

  if (kind === 'radio' || kind === 'checkboxes') {
    return (
      <fieldset className={styles.group} {...described}>
        <legend className={styles.label}>{labelText}</legend>
        <div className={styles.options}>
          {(definition.options ?? []).map((option) => (
            <label key={option} className={styles.option} htmlFor={inputIdOf(idPrefix, name, option)}>
              <input
                id={inputIdOf(idPrefix, name, option)}
                required={kind === 'radio' && required}
                {...formik.getFieldProps({
                  name,
                  type: kind === 'radio' ? 'radio' : 'checkbox',
                  value: option,
                })}
                type={kind === 'radio' ? 'radio' : 'checkbox'}
              />
              <span data-tina-field={props.optionTinaField(option)}>{props.optionText(option)}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const common = { id, required, autoComplete, ...formik.getFieldProps(name), ...described };
  return (
    <div className={kind === 'textarea' ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {labelText}
      </label>
      {kind === 'textarea' ? (
        <textarea className={styles.input} rows={4} {...common} />
      ) : (
        <input className={styles.input} type={kind} {...common} />
      )}
      {errorText}
    </div>
  );
}
