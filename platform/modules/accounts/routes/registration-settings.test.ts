/** The settings a registration form is built from: field rules and country codes. */
import { describe, expect, it } from 'vitest';
import { accountFields } from '../../../test/accounts.ts';
import { accountsSuite } from './test-support.ts';

const { client } = accountsSuite();

describe('GET /wps/system/setting/register and /countryCodes', () => {
  it('answers the brand field settings', async () => {
    const response = await client().get('/wps/system/setting/register');
    expect(response.statusCode).toBe(200);
    const { fields } = response.json().value;
    expect(fields.username).toEqual(accountFields.username);
    expect(fields.captcha).toEqual(accountFields.captcha);
    expect(Object.keys(fields)).toHaveLength(18);
  });

  it('answers the brand countries, or every country', async () => {
    const echo = (await client('echo.test').get('/wps/system/countryCodes')).json().value;
    expect(echo).toEqual([{ countryCode: 'PH', countryDialingCode: '63' }]);
    const casino = (await client().get('/wps/system/countryCodes')).json().value;
    expect(casino.length).toBeGreaterThan(200);
    expect(casino).toContainEqual({ countryCode: 'SG', countryDialingCode: '65' });
  });
});
