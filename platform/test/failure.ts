import { PlatformError } from '../kernel/errors.ts';

/** The platform error `promise` fails with; anything else (success included) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}
