import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors, withoutFixed } from './form-field-errors.ts';
import { FormField } from './form-field.tsx';

/** A one-field form: four digits, checked on submit and re-checked on every change. */
function DigitsForm() {
  const [value, setValue] = useState('');
  const { errors, showError, clearFixed } = useFieldErrors<'pin'>();
  const isValid = (text: string) => /^\d{4}$/.test(text);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValid(value)) showError('pin', 'Please enter 4 digits');
      }}
    >
      <FormField
        name="pin"
        label="PIN"
        required
        value={value}
        onChange={(next) => {
          setValue(next);
          clearFixed((name) => name === 'pin' && isValid(next));
        }}
        error={errors.pin}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField errors', () => {
  it('shows the error under its field, marks the input invalid and points it at the message', async () => {
    render(<DigitsForm />);
    const input = screen.getByRole('textbox', { name: 'PIN' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Please enter 4 digits');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter 4 digits');
    // Under its own field: in the field's box, after the input.
    const field = input.closest('[data-field="pin"]');
    expect(field).toContainElement(error);
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the error while the value is still wrong and clears it once the value is valid', async () => {
    render(<DigitsForm />);
    const input = screen.getByRole('textbox', { name: 'PIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(input, '123');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter 4 digits');
    await userEvent.type(input, '4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('withoutFixed', () => {
  it('drops only the errors of the fields that now pass, and keeps the same object when none does', () => {
    const errors = { a: 'A is wrong', b: 'B is wrong' };
    expect(withoutFixed(errors, (name) => name === 'a')).toEqual({ b: 'B is wrong' });
    expect(withoutFixed(errors, () => false)).toBe(errors);
  });
});
