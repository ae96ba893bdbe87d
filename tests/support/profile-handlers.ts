import { http, HttpResponse, type JsonBodyType } from 'msw';

const value = (body: JsonBodyType) => HttpResponse.json({ value: body });

/** A number masked as the platform masks it: every digit but the last four. */
export const maskedNumber = (e164: string) =>
  `${e164.slice(0, -4).replace(/[0-9]/g, '*')}${e164.slice(-4)}`;

/** An address masked as the platform masks it: the first character and the domain. */
export const maskedAddress = (email: string) => `${email[0]}***${email.slice(email.indexOf('@'))}`;

/** A failed profile call: the platform's error envelope. */
export function profileFailure(status: number, error: Record<string, unknown>) {
  return HttpResponse.json({ error: { message: 'x', ...error } }, { status });
}

/** The platform's answer to a wrong code: `INVALID_CODE` on the code field. */
export const wrongCode = () =>
  profileFailure(400, { code: 'INVALID_CODE', fields: { verificationCode: 'invalidCode' } });

/**
 * Handlers answering the profile page's calls like the platform, for stories and UI tests: every
 * change succeeds, and codes go out for 5 minutes to the number or address given.
 */
export function profileHandlers() {
  return [
    http.post('*/wps/member/info/nickname', async ({ request }) => {
      const { nickname } = (await request.json()) as { nickname: string };
      return value({ nickname: nickname.trim().replace(/\s+/g, ' ') });
    }),
    http.post('*/wps/verification/sms/bind', async ({ request }) => {
      const body = (await request.json()) as { countryDialingCode: string; mobileNum: string };
      const e164 = `+${body.countryDialingCode.replace(/\D/g, '')}${body.mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;
      return value({ expiredMinutes: 5, sentTo: maskedNumber(e164) });
    }),
    http.post('*/wps/member/info/mobile', async ({ request }) => {
      const body = (await request.json()) as { countryDialingCode: string; mobileNum: string };
      return value({ mobile: maskedNumber(`+${body.countryDialingCode}${body.mobileNum}`) });
    }),
    http.post('*/wps/verification/email/bind', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      return value({ expiredMinutes: 5, sentTo: maskedAddress(email) });
    }),
    http.post('*/wps/member/info/email', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      return value({ email: maskedAddress(email) });
    }),
  ];
}
