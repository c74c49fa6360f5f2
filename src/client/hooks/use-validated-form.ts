import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';

type TValues = Record<string, string>;

/**
 * Form state with inline validation: a field's error shows once the user has left the field or tried
 * to submit, and then follows every keystroke. On a blocked submit the first invalid field gets focus.
 */
export function useValidatedForm<TForm extends TValues>(
  initialValues: TForm,
  validate: (values: TForm) => TFieldErrors<Extract<keyof TForm, string>>,
) {
  type TField = Extract<keyof TForm, string>;
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<TField, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const errors = validate(values);

  const field = (name: TField) => ({
    name,
    value: values[name],
    error: submitAttempted || touched[name] ? errors[name] : undefined,
    // Any form control: inputs, selects and text areas all hand over a string value.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
  });

  const handleSubmit = (onValid: (values: TForm) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitAttempted(true);
    const firstInvalid = (Object.keys(values) as TField[]).find((name) => errors[name]);
    if (firstInvalid === undefined) {
      onValid(values);
      return;
    }
    const control = event.currentTarget.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
  };

  return { values, field, handleSubmit };
}
