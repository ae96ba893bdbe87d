import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  contractTiersMax,
  dividendPeriods,
  type ContractKind,
  type DividendPeriod,
} from '../../schemas/api/agent-contracts.ts';
import { offerContract, type AgentContract } from '../../engine/api/agent-center.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { parseRate } from '../../engine/core/agents/rates.ts';
import { parseMoney } from '../../engine/core/money.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, useFieldErrors, type FieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { useContractWords } from './contract-card.tsx';

/** One tier as typed: the team base in major units, the active members, the rate in percent. */
interface TierDraft {
  key: number;
  base: string;
  active: string;
  rate: string;
}

type Field = 'username' | 'capMinor' | 'tiers' | `tier${number}`;

let nextTierKey = 1;
const emptyTier = (): TierDraft => ({ key: nextTierKey++, base: '', active: '', rate: '' });

/**
 * The offer of a contract of `kind` to a direct downline agent: the username, 1 to 10 tiers
 * (team base and active members from which a rate pays), an optional cap per period and, for a
 * dividend, its period (`period`: the agent's own, which the platform requires). Each field's
 * problem shows under it: as typed, and as the platform answers (`notDownline` says the member
 * is not one of the agent's direct downline agents). `onOffered` gets the offered contract.
 */
export function OfferForm({
  kind,
  period,
  onOffered,
}: {
  kind: ContractKind;
  period: DividendPeriod;
  onOffered: (contract: AgentContract) => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const words = useContractWords();
  const periodId = useId();
  const decimals = brand.currency.decimals ?? 2;
  const symbol = brand.currency.symbol;
  const [username, setUsername] = useState('');
  const [tiers, setTiers] = useState<TierDraft[]>(() => [emptyTier()]);
  const [cap, setCap] = useState('');
  const [chosenPeriod, setPeriod] = useState<DividendPeriod>(period);
  const { errors, setErrors, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const tierProblem = (tier: TierDraft): string | null => {
    const base = parseMoney(tier.base, decimals);
    const rate = parseRate(tier.rate);
    if (base === null || Number.isNaN(base))
      return t`Enter the team base from which this tier pays (${symbol})`;
    if (!/^\d{1,7}$/.test(tier.active.trim())) return t`Enter the least active members, 0 or more`;
    if (rate === null || Number.isNaN(rate) || rate < 1 || rate > 10_000)
      return t`Enter a rate from 0.01 to 100 %`;
    return null;
  };
  const capProblem = (text: string): string | null => {
    if (text.trim() === '') return null;
    const minor = parseMoney(text, decimals);
    return minor === null || Number.isNaN(minor) || minor < 1
      ? t`Enter a cap above 0, or leave it empty`
      : null;
  };

  const changeTier = (key: number, part: keyof Omit<TierDraft, 'key'>, value: string) => {
    const next = tiers.map((tier) => (tier.key === key ? { ...tier, [part]: value } : tier));
    setTiers(next);
    clearFixed((field) => {
      const tier = next.find((draft) => `tier${draft.key}` === field);
      return field === 'tiers' || (tier !== undefined && tierProblem(tier) === null);
    });
  };

  const tierParts = [
    { part: 'base', label: t`Team base from (${symbol})`, inputMode: 'decimal' },
    { part: 'active', label: t`Active members from`, inputMode: 'numeric' },
    { part: 'rate', label: t`Rate (%)`, inputMode: 'decimal' },
  ] as const;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Field> = {};
    if (username.trim() === '') found.username = t`Input cannot be empty`;
    for (const tier of tiers) {
      const problem = tierProblem(tier);
      if (problem) found[`tier${tier.key}`] = problem;
    }
    const capText = capProblem(cap);
    if (capText) found.capMinor = capText;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const offered = await offerContract({
        username: username.trim(),
        kind,
        tiers: tiers.map((tier) => ({
          minBaseMinor: parseMoney(tier.base, decimals)!,
          minActiveMembers: Number(tier.active.trim()),
          rateBp: parseRate(tier.rate)!,
        })),
        ...(cap.trim() === '' ? {} : { capMinor: parseMoney(cap, decimals)! }),
        ...(kind === 'dividend' ? { period: chosenPeriod } : {}),
      });
      setUsername('');
      setTiers([emptyTier()]);
      setCap('');
      onOffered(offered);
    } catch (error) {
      const onFields: FieldErrors<Field> = {};
      if (isApiError(error, 'VALIDATION_FAILED')) {
        for (const [name, code] of Object.entries(error.fields)) {
          const field: Field = name === 'username' || name === 'capMinor' ? name : 'tiers';
          onFields[field] =
            code === 'notDownline'
              ? t`This member is not one of your direct downline agents`
              : t`This value is not valid`;
        }
      }
      setErrors(onFields);
      setFormError(Object.keys(onFields).length > 0 ? null : formErrorOf(error, onFields));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form offer-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        name="username"
        label={t`Username of your downline agent`}
        required
        value={username}
        onChange={(next) => {
          setUsername(next);
          clearFixed((field) => field === 'username' && next.trim() !== '');
        }}
        error={errors.username}
        autoComplete="off"
      />
      <fieldset className="contract-tiers">
        <legend>{t`Tiers (the best rate whose two thresholds the team reaches is paid)`}</legend>
        {tiers.map((tier, index) => {
          const number = index + 1;
          return (
            <div
              key={tier.key}
              className="contract-tier"
              role="group"
              aria-label={t`Tier ${number}`}
            >
              {tierParts.map(({ part, label, inputMode }) => (
                <FormField
                  key={part}
                  name={`tier${tier.key}-${part}`}
                  label={label}
                  required
                  value={tier[part]}
                  onChange={(next) => changeTier(tier.key, part, next)}
                  inputMode={inputMode}
                  autoComplete="off"
                  // One problem per tier, said under its last field.
                  error={part === 'rate' ? errors[`tier${tier.key}`] : undefined}
                />
              ))}
              {tiers.length > 1 ? (
                <button
                  type="button"
                  className="btn"
                  onClick={() => setTiers(tiers.filter((draft) => draft.key !== tier.key))}
                >
                  {t`Remove tier ${number}`}
                </button>
              ) : null}
            </div>
          );
        })}
        <FormError text={errors.tiers ?? null} />
        {tiers.length < contractTiersMax ? (
          <button type="button" className="btn" onClick={() => setTiers([...tiers, emptyTier()])}>
            {t`Add a tier`}
          </button>
        ) : null}
      </fieldset>
      <FormField
        name="capMinor"
        label={t`Cap per period (${symbol}, optional)`}
        required={false}
        value={cap}
        onChange={(next) => {
          setCap(next);
          clearFixed((field) => field === 'capMinor' && capProblem(next) === null);
        }}
        error={errors.capMinor}
        inputMode="decimal"
        autoComplete="off"
      />
      {kind === 'dividend' ? (
        <div className="record-filter">
          <label htmlFor={periodId}>{t`Period`}</label>
          <select
            id={periodId}
            className="compact-control"
            value={chosenPeriod}
            onChange={(event) => setPeriod(event.target.value as DividendPeriod)}
          >
            {dividendPeriods.map((value) => (
              <option key={value} value={value}>
                {words.period(value)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FormError text={formError} />
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {t`Offer the contract`}
      </button>
    </form>
  );
}
