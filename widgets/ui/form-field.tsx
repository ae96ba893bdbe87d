import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A form input whose placeholder is its label, with a star after it when required (spec §5),
 * and its error shown under it by name. The label is also given to assistive technology.
 */
export function FormField({
  name,
  label,
  required,
  error,
  value,
  onChange,
  type = 'text',
  addon,
  hidden = false,
  ...rest
}: {
  name: string;
  label: string;
  required: boolean;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  /** Something beside the input: a send-code button, a captcha image, a dialing code. */
  addon?: ReactNode;
  hidden?: boolean;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'name' | 'type' | 'required'
>) {
  const id = useId();
  if (hidden) return null;
  const placeholder = required ? `${label} *` : label;
  return (
    <div className="form-field" data-field={name}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="form-field-row">
        {addon && rest.inputMode === 'tel' ? addon : null}
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          placeholder={placeholder}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
        {addon && rest.inputMode !== 'tel' ? addon : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's own error (not a field's), announced when it appears. */
export function FormError({ text }: { text: string | null }) {
  return text ? (
    <p className="form-field-error" role="alert">
      {text}
    </p>
  ) : null;
}

/** The two fields of a new password. */
type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/**
 * The new password and its confirmation, as the change-password and reset-by-phone forms ask
 * for them; the form keeps the values and errors.
 */
export function NewPasswordFields({
  label,
  value,
  onChange,
  errors,
}: {
  label: (name: NewPasswordField) => string;
  value: (name: NewPasswordField) => string;
  onChange: (name: NewPasswordField) => (next: string) => void;
  errors: Partial<Record<NewPasswordField, string>>;
}) {
  return (['newPassword', 'confirmNewPassword'] as const).map((name) => (
    <FormField
      key={name}
      name={name}
      type="password"
      label={label(name)}
      required
      value={value(name)}
      onChange={onChange(name)}
      error={errors[name]}
      autoComplete="new-password"
    />
  ));
}
