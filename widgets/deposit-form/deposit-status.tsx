import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import type { Deposit } from '../../schemas/api/cashier.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { payPageUrl } from '../../engine/core/cashier.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { localize } from '../../engine/core/localized.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { depositResource } from '../../engine/state/cashier.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { useMoney } from '../ui/use-money.ts';
import { BankAccountDetails } from './bank-transfer.tsx';
import { DepositSkeleton, DepositSummary } from './deposit-summary.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';

/** A deposit id as the platform makes them; anything else in the URL is not one. */
const depositIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** The headline and the explanation of each status. */
function useStatusTexts(deposit: Deposit): { title: string; text: string } {
  const { t } = useLingui();
  const money = useMoney();
  const bankTexts = useBankStatusTexts();
  const amount = money(deposit.amountMinor);
  const payable = money(deposit.payableMinor);
  if (deposit.kind === 'bank-transfer') return bankTexts(deposit.status, amount, payable);
  switch (deposit.status) {
    case 'pending':
      return {
        title: t`Waiting for your payment`,
        text: deposit.qrUrl
          ? t`Scan the QR Ph code with your bank or e-wallet app and pay ${payable}. This page updates by itself once the payment arrives.`
          : t`Pay on the payment page. This page updates by itself once the payment arrives.`,
      };
    case 'paid':
      return { title: t`Paid`, text: t`${amount} has been added to your balance.` };
    case 'declined':
      return { title: t`Declined`, text: t`The payment was declined. Nothing was charged.` };
    case 'expired':
      return { title: t`Expired`, text: t`The time to pay ran out. Nothing was charged.` };
  }
}

/** The headline and the explanation of each status of a bank transfer, which the operator checks. */
function useBankStatusTexts(): (
  status: Deposit['status'],
  amount: string,
  payable: string,
) => { title: string; text: string } {
  const { t } = useLingui();
  return (status, amount, payable) => {
    switch (status) {
      case 'pending':
        return {
          title: t`Waiting for the operator to check your transfer`,
          text: t`Transfer ${payable} to the account below with your reference, if you have not yet. This page updates by itself once the operator has checked it.`,
        };
      case 'paid':
        return { title: t`Approved`, text: t`${amount} has been added to your balance.` };
      case 'declined':
        return {
          title: t`Rejected`,
          text: t`The operator could not confirm your transfer. Nothing was added to your balance.`,
        };
      case 'expired':
        return {
          title: t`Expired`,
          text: t`No transfer was confirmed in time. Nothing was added to your balance.`,
        };
    }
  };
}

/**
 * A deposit started earlier (`?deposit=<id>`, where the gateway sends the player back to): its
 * status, read again every `pollSeconds` while it waits for the payment, and a way to start a
 * new one. Once it is paid, the balance is read again so the header shows the new sum.
 */
export function DepositStatusCard({
  id,
  pollSeconds,
  onNew,
}: {
  id: string;
  pollSeconds: number;
  onNew: () => void;
}) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const valid = depositIdPattern.test(id);
  const deposit = useResource(
    depositResource,
    { token, id },
    {
      enabled: Boolean(token) && valid,
      refetchInterval: (data) => (data?.status === 'pending' ? pollSeconds * 1000 : false),
    },
  );
  // The header reads the balance; this card only asks for it again.
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const paid = deposit.data?.status === 'paid';
  useEffect(() => {
    if (paid) refreshBalance();
  }, [paid, refreshBalance]);

  const another = (
    <button type="button" className="btn form-submit" onClick={onNew}>
      {t`Make a new deposit`}
    </button>
  );
  if (!valid || (deposit.status === 'error' && isApiError(deposit.error, 'TX_NOT_FOUND'))) {
    return (
      <div className="deposit-status">
        <p role="alert">{t`This deposit was not found.`}</p>
        {another}
      </div>
    );
  }
  if (deposit.status === 'loading') return <DepositSkeleton label={t`Loading the deposit`} />;
  if (deposit.status === 'error')
    return <RowError message={t`The deposit could not be loaded.`} onRetry={deposit.refresh} />;
  return <DepositCard deposit={deposit.data} another={another} onChange={deposit.set} />;
}

/**
 * One deposit: its status, sums and details, and what to do while it waits: pay at the
 * gateway, scan the QR Ph code, or (a bank transfer) transfer to the account and send a
 * receipt. `onChange` takes the deposit as the platform answered a receipt upload.
 */
function DepositCard({
  deposit,
  another,
  onChange,
}: {
  deposit: Deposit;
  another: ReactNode;
  onChange: (deposit: Deposit) => void;
}) {
  const { t } = useLingui();
  const payable = useMoney()(deposit.payableMinor);
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const { title, text } = useStatusTexts(deposit);
  const names = brand.cashier?.channels?.[deposit.channelId]?.names;
  const pending = deposit.status === 'pending';
  const bank = deposit.kind === 'bank-transfer';
  const expires = new Intl.DateTimeFormat(languageTable[language].tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(deposit.expiresAt));
  return (
    <div className="deposit-status" data-status={deposit.status}>
      <div className="deposit-status-head" role="status">
        <p className="deposit-status-title">{title}</p>
        <p>{text}</p>
      </div>
      <DepositSummary
        amountMinor={deposit.amountMinor}
        feeMinor={deposit.feeMinor}
        payableMinor={deposit.payableMinor}
        total={
          deposit.status === 'paid' ? t`Total paid` : bank ? t`Total to transfer` : t`Total to pay`
        }
      />
      {pending && deposit.payTo ? <BankAccountDetails account={deposit.payTo} /> : null}
      <dl className="deposit-details">
        {names ? (
          <div>
            <dt>{t`Payment method`}</dt>
            <dd>{localize(names, language)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Reference`}</dt>
          <dd>{deposit.id}</dd>
        </div>
        {deposit.reference !== null ? (
          <div>
            <dt>{t`Your transfer reference`}</dt>
            <dd>{deposit.reference}</dd>
          </div>
        ) : null}
        {bank && !pending ? (
          <div>
            <dt>{t`Receipt`}</dt>
            <dd>{deposit.receipt ? t`Sent` : t`Not sent`}</dd>
          </div>
        ) : null}
        {pending ? (
          <div>
            <dt>{t`Pay before`}</dt>
            <dd>{expires}</dd>
          </div>
        ) : null}
      </dl>
      {pending && deposit.qrUrl ? (
        <img
          className="deposit-qr"
          src={deposit.qrUrl}
          width={240}
          height={240}
          alt={t`QR Ph code to pay ${payable}`}
        />
      ) : null}
      {pending && deposit.payUrl ? (
        <a className="btn btn-primary form-submit" href={payPageUrl(deposit.payUrl, language)}>
          {deposit.qrUrl ? t`Pay the code with the demo banking app` : t`Go to payment`}
        </a>
      ) : null}
      {pending && bank ? <ReceiptUpload deposit={deposit} onUploaded={onChange} /> : null}
      {another}
    </div>
  );
}
