/**
 * The demo gateway's hosted pay page: the brand, the amount to pay and the choice to pay,
 * decline or go back unpaid; once the deposit is settled, its outcome and the way back. A
 * self-contained page (one inline style allowed by its hash, no script), in English or Tagalog.
 */
import { createHash } from 'node:crypto';
import type { Deposit, DepositStatus } from '../../../schemas/api/cashier.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import { depositPagePath } from '../../../engine/core/cashier.ts';
import { formatMoney } from '../../../engine/core/money.ts';
import { escapeHtml } from '../../kernel/html.ts';

/** What the player can choose on the page. */
export type PayChoice = 'pay' | 'decline' | 'back';

interface PageTexts {
  lang: string;
  title: string;
  notice: string;
  payTo: string;
  amount: string;
  fee: string;
  choices: Record<PayChoice, string>;
  outcome: Record<DepositStatus, string>;
  returnToSite: string;
}

const english: PageTexts = {
  lang: 'en',
  title: 'Demo payment gateway',
  notice: 'A demonstration: no real money moves.',
  payTo: 'Pay to',
  amount: 'Amount to pay',
  fee: 'of which fee',
  choices: { pay: 'Pay now', decline: 'Decline', back: 'Back to the site without paying' },
  outcome: {
    pending: 'Waiting for your payment.',
    paid: 'Paid. The deposit is in your balance.',
    declined: 'Declined. Nothing was paid.',
    expired: 'This payment has expired. Nothing was paid.',
  },
  returnToSite: 'Return to the site',
};

const tagalog: PageTexts = {
  lang: 'tl',
  title: 'Demo na payment gateway',
  notice: 'Isang demonstrasyon: walang totoong perang gumagalaw.',
  payTo: 'Magbabayad sa',
  amount: 'Halagang babayaran',
  fee: 'kasama ang bayad sa serbisyo',
  choices: {
    pay: 'Magbayad ngayon',
    decline: 'Tanggihan',
    back: 'Bumalik sa site nang hindi nagbabayad',
  },
  outcome: {
    pending: 'Hinihintay ang iyong bayad.',
    paid: 'Bayad na. Nasa balanse mo na ang deposito.',
    declined: 'Tinanggihan. Walang nabayaran.',
    expired: 'Nag-expire na ang bayad na ito. Walang nabayaran.',
  },
  returnToSite: 'Bumalik sa site',
};

const style =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6fb;color:#16181d;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{width:min(26rem,100% - 2rem);background:#fff;border-radius:12px;padding:1.5rem;' +
  'box-shadow:0 2px 12px #0002}h1{font-size:1.25rem;margin:0}p{margin:.5rem 0}' +
  '.notice{color:#5b6270;font-size:.875rem}.amount{font-size:1.75rem;font-weight:700}' +
  'form,.actions{display:grid;gap:.5rem;margin-top:1rem}button,a.back{font:inherit;padding:.75rem;' +
  'border-radius:8px;border:1px solid #c4c9d4;background:#fff;color:#16181d;text-align:center;' +
  'text-decoration:none;cursor:pointer}button[value=pay]{background:#0b63e5;border-color:#0b63e5;' +
  'color:#fff;font-weight:600}.status{font-weight:600}';

/** The pay page's Content-Security-Policy: its one inline style, forms posting to itself. */
export const payPageCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`;

/**
 * Where the gateway sends the player back to: the brand's deposit page showing this deposit,
 * or the home page of a brand without one.
 */
export function returnUrl(brand: Pick<Brand, 'routes'>, depositId: string): string {
  return Object.hasOwn(brand.routes, depositPagePath)
    ? `${depositPagePath}?deposit=${encodeURIComponent(depositId)}`
    : '/';
}

/** The pay page of `deposit` on `brand`'s site. */
export function payPage(brand: Brand, deposit: Deposit, language: LanguageCode): string {
  const t = language === 'TY' ? tagalog : english;
  const money = (minor: number) => escapeHtml(formatMoney(minor, brand.currency));
  const choice = (value: PayChoice) =>
    `<button type="submit" name="choice" value="${value}">${escapeHtml(t.choices[value])}</button>`;
  const actions =
    deposit.status === 'pending'
      ? `<form method="post">${choice('pay')}${choice('decline')}${choice('back')}</form>`
      : `<div class="actions"><a class="back" href="${escapeHtml(returnUrl(brand, deposit.id))}">${escapeHtml(t.returnToSite)}</a></div>`;
  const fee =
    deposit.payableMinor > deposit.amountMinor
      ? `<p class="notice">${escapeHtml(t.fee)} ${money(deposit.feeMinor)}</p>`
      : '';
  return (
    `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t.title)}</title><style>${style}</style></head><body><main>` +
    `<h1>${escapeHtml(t.title)}</h1><p class="notice">${escapeHtml(t.notice)}</p>` +
    `<p>${escapeHtml(t.payTo)} <strong>${escapeHtml(brand.name)}</strong></p>` +
    `<p>${escapeHtml(t.amount)}</p><p class="amount" data-testid="pay-amount">${money(deposit.payableMinor)}</p>${fee}` +
    `<p class="status" role="status">${escapeHtml(t.outcome[deposit.status])}</p>${actions}` +
    `</main></body></html>`
  );
}
