import { describe, expect, it } from 'vitest';
import { ApiError } from '../../engine/api/errors.ts';
import { shownCallFieldErrors } from './form-field-errors.ts';

const failed = (fields: Record<string, string>) =>
  new ApiError('VALIDATION_FAILED', 'x', 400, fields);

describe('shownCallFieldErrors', () => {
  it('puts the platform field errors under the shown fields, renamed, and leaves out the others', () => {
    const error = failed({ username: 'taken', mobileNo: 'invalidPhone', email: 'required' });
    expect(
      shownCallFieldErrors(error, ['username', 'mobileNum'], { mobileNo: 'mobileNum' }),
    ).toEqual({
      username: 'This username is already taken',
      mobileNum: 'Please enter a valid mobile number',
    });
  });

  it("names a field's length bounds from its rule when the form gives one", () => {
    const error = failed({ username: 'length', password: 'length' });
    const rules = {
      username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 },
      password: { enabled: true, required: true, patternId: 0, minLength: 8, maxLength: 8 },
    };
    expect(shownCallFieldErrors(error, ['username', 'password'], {}, rules)).toEqual({
      username: 'Start with a letter, then letters or digits, 6 - 16 characters',
      password: 'Please fill in your password with 8 characters',
    });
  });

  it('finds nothing to show for a failure that is not a platform error', () => {
    expect(shownCallFieldErrors(new Error('offline'), ['username'])).toEqual({});
  });
});
