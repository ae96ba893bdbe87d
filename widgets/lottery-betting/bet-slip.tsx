import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LotterySettings } from '../../schemas/brand/lottery.ts';
import {
  betEntryOf,
  cryptoRandomBelow,
  gridNumbers,
  parseTypedNumbers,
  quickPickOf,
} from '../../engine/core/lottery/bet-entry.ts';
import type { BetTypeId } from '../../engine/core/lottery/bet-types.ts';
import { LotteryInputError, type LotteryGame } from '../../engine/core/lottery/index.ts';
import {
  previewSlip,
  stakeProblemOf,
  type SlipPreview,
} from '../../engine/core/lottery/slip-preview.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useRefreshLotterySlips } from '../../engine/state/lottery.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { FormField } from '../ui/form-field.tsx';
import { useAmountInput } from '../ui/use-amount-input.ts';
import { BuyPanel } from './buy-panel.tsx';
import { CostPreview } from './cost-preview.tsx';
import { NumberPicker } from './number-picker.tsx';
import { PlayTypePicker } from './play-type-picker.tsx';
import { useSlipTexts, type NumbersProblem, type StakeFieldProblem } from './slip-texts.ts';
import { StationPicker } from './station-picker.tsx';
import { useBuySlip, type SlipOrder } from './use-buy-slip.ts';

/** What the player has chosen for the bet type shown. */
interface Selection {
  betType: BetTypeId;
  numbers: string[];
  typed: string;
  position: number | null;
}

const emptySelection = (betType: BetTypeId): Selection => ({
  betType,
  numbers: [],
  typed: '',
  position: null,
});

type Field = 'numbers' | 'position' | 'stake' | 'stations';
type Errors = Partial<Record<Field, string>>;

/** Stake problems shown while typing: more typing does not fix them. */
const stakeAtOnce: readonly StakeFieldProblem[] = ['invalid', 'aboveMax'];

/** Props of the bet slip. */
export interface BetSlipProps {
  game: LotteryGame;
  settings: LotterySettings;
  betTypes: readonly BetTypeId[];
  betType: BetTypeId;
  onBetType: (betType: BetTypeId) => void;
  /** The draws the slip may cover (the game's first); empty when its draw is not on sale. */
  stations: readonly LotteryGameInfo[];
  onSale: boolean;
  /** The draw closed under the player: read the menu again. */
  onClosed: () => void;
}

/**
 * The bet slip form: play type, numbers (with quick pick and clear), position, stations, stake
 * in major units checked against the brand's limits, the live cost, and buying: members only
 * (visitors are asked to log in), confirmed first, then the balance is read again and the
 * numbers cleared for the next slip.
 */
export function BetSlip(props: BetSlipProps) {
  const { game, settings, betType, stations, onSale } = props;
  const { t } = useLingui();
  const brand = useBrand();
  const guard = useProtectedAction();
  const token = useAtomValue(tokenAtom) ?? '';
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const refreshTickets = useRefreshLotterySlips();
  const entry = betEntryOf(betType);
  const limits = settings.limits[betType];
  const texts = useSlipTexts(limits);
  const [selection, setSelection] = useState<Selection>(() => emptySelection(betType));
  const current = selection.betType === betType ? selection : emptySelection(betType);
  const [checked, setChecked] = useState<string[]>([game.gameId]);
  const [errors, setErrors] = useState<Errors>({});
  const setError = (field: Field, text: string | null) =>
    setErrors((now) => {
      const others = Object.entries(now).filter(([name]) => name !== field);
      return Object.fromEntries(text ? [...others, [field, text]] : others) as Errors;
    });

  /** Forgets the errors of the selection (numbers, position) but not of the stake or stations. */
  const clearSelectionErrors = () =>
    setErrors(({ stake, stations: stationsError }) => ({
      ...(stake ? { stake } : {}),
      ...(stationsError ? { stations: stationsError } : {}),
    }));

  const stakeFieldProblem = (minor: number | null): StakeFieldProblem | null => {
    if (minor === null) return 'required';
    return Number.isNaN(minor) ? 'invalid' : stakeProblemOf(settings, betType, minor);
  };
  const stakeInput = useAmountInput<StakeFieldProblem>({
    decimals: brand.currency.decimals ?? 2,
    problemOf: stakeFieldProblem,
    atOnce: stakeAtOnce,
    report: (problem, text) => setError('stake', problem ? texts.stake(problem, text) : null),
  });

  const onBought = () => {
    refreshBalance();
    refreshTickets();
    setSelection(emptySelection(betType));
    setErrors({});
  };
  const { state, confirm, buy, reset } = useBuySlip({ onBought, onClosed: props.onClosed });

  const update = (next: Partial<Selection>) => {
    setSelection({ ...current, ...next });
    if (state.kind !== 'buying') reset();
  };

  // The numbers of the bet, and what is wrong with them (null: nothing, as far as they go).
  const typed = entry.kind === 'typed' ? parseTypedNumbers(current.typed, entry) : null;
  const numbers = typed ? typed.numbers : current.numbers;
  const numbersProblem = (): NumbersProblem | null => {
    if (typed?.problem) return typed.problem;
    const least = entry.kind === 'choice' ? 1 : entry.min;
    return numbers.length < least ? { kind: 'tooFew', entry } : null;
  };
  const chosenStations = stations.filter((station) => checked.includes(station.gameId));
  const stake = stakeInput.amount;
  const stakeProblem = stakeFieldProblem(stake);

  let preview: SlipPreview | null = null;
  let betError: string | null = null;
  if (
    numbersProblem() === null &&
    stakeProblem === null &&
    (entry.positions === 0 || current.position !== null) &&
    chosenStations.length > 0
  ) {
    try {
      preview = previewSlip(
        game,
        settings,
        {
          betType,
          numbers,
          stakeMinor: BigInt(stake!),
          ...(current.position === null ? {} : { position: current.position }),
        },
        chosenStations.length,
      );
    } catch (error) {
      // The pickers keep the numbers in shape; what the core still refuses, it says in words.
      if (!(error instanceof LotteryInputError)) throw error;
      betError = error.message;
    }
  }

  const toggle = (value: string) => {
    if (entry.kind === 'choice') {
      update({ numbers: [value] });
      setError('numbers', null);
      return;
    }
    if (entry.kind !== 'grid') return;
    if (current.numbers.includes(value)) {
      update({ numbers: current.numbers.filter((n) => n !== value) });
      setError('numbers', null);
    } else if (current.numbers.length >= entry.max) {
      setError('numbers', texts.numbers({ kind: 'atMost', max: entry.max }));
    } else {
      const chosen = [...current.numbers, value];
      update({ numbers: gridNumbers(entry).filter((n) => chosen.includes(n)) });
      setError('numbers', null);
    }
  };

  const type = (text: string) => {
    update({ typed: text });
    const problem = entry.kind === 'typed' ? parseTypedNumbers(text, entry).problem : null;
    // A number being typed may still get its digits: that problem waits for the field's end.
    setError('numbers', problem && problem.kind !== 'digits' ? texts.numbers(problem) : null);
  };
  const leaveTyped = () => {
    const problem = typed?.problem;
    if (problem) setError('numbers', texts.numbers(problem));
  };

  const quickPick = () => {
    const pick = quickPickOf(entry, numbers.length, cryptoRandomBelow);
    update({
      numbers: pick.numbers,
      typed: entry.kind === 'typed' ? pick.numbers.join(' ') : '',
      position: pick.position ?? current.position,
    });
    clearSelectionErrors();
  };
  const clear = () => {
    update(emptySelection(betType));
    clearSelectionErrors();
  };

  const toggleStation = (gameId: string) => {
    const next = checked.includes(gameId)
      ? checked.filter((id) => id !== gameId)
      : [...checked, gameId];
    setChecked(next);
    setError('stations', next.length === 0 ? texts.stations : null);
    if (state.kind !== 'buying') reset();
  };

  /** Every field's error now; true when there is none. */
  const check = (): boolean => {
    const problem = numbersProblem();
    const found: Errors = {};
    if (problem) found.numbers = texts.numbers(problem);
    if (entry.positions > 0 && current.position === null) found.position = texts.position;
    if (stakeProblem) found.stake = texts.stake(stakeProblem, stakeInput.text);
    if (chosenStations.length === 0) found.stations = texts.stations;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = () =>
    guard(() => {
      if (!check() || !preview) return;
      const order: SlipOrder = {
        drawKeys: chosenStations.map((station) => station.drawKey),
        bets: [
          {
            betType,
            numbers: preview.bet.numbers,
            ...(preview.bet.position === null ? {} : { position: preview.bet.position }),
            stakeMinor: Number(preview.bet.stakeMinor),
          },
        ],
      };
      confirm(order, Number(preview.totalMinor));
    });

  const busy = state.kind === 'buying';
  // VN lot bets cost the stake for each number; the others (xien, KENO, e-lottery) once.
  const perNumber = game.kind === 'vn' && !betType.startsWith('xien');
  const stationChoice = game.region === 'south' || game.region === 'central';
  return (
    <form
      className="lottery-betting__slip"
      aria-label={t`Bet slip`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PlayTypePicker
        game={game}
        settings={settings}
        betTypes={props.betTypes}
        value={betType}
        onChange={(next) => {
          clearSelectionErrors();
          props.onBetType(next);
        }}
      />
      <NumberPicker
        entry={entry}
        numbers={current.numbers}
        onToggle={toggle}
        typed={current.typed}
        onType={type}
        onTypedLeave={leaveTyped}
        position={current.position}
        onPosition={(position) => {
          update({ position });
          setError('position', null);
        }}
        numbersError={errors.numbers ?? null}
        positionError={errors.position ?? null}
      />
      <div className="lottery-betting__actions">
        <button type="button" className="btn" onClick={quickPick}>
          {t`Quick pick`}
        </button>
        <button type="button" className="btn" onClick={clear}>
          {t`Clear`}
        </button>
      </div>
      {stationChoice && stations.length > 0 ? (
        <StationPicker
          stations={stations}
          checked={checked}
          onToggle={toggleStation}
          error={errors.stations ?? null}
        />
      ) : null}
      <div className="lottery-betting__stake">
        <FormField
          name="stake"
          label={perNumber ? t`Stake per number` : t`Stake`}
          required
          inputMode="decimal"
          value={stakeInput.text}
          onChange={(text) => {
            stakeInput.type(text);
            if (state.kind !== 'buying') reset();
          }}
          onBlur={stakeInput.leave}
          error={errors.stake ?? null}
        />
        <p className="lottery-betting__hint">{texts.limitsHint}</p>
      </div>
      {preview ? <CostPreview preview={preview} /> : null}
      {betError ? (
        <p className="form-field-error" role="alert">
          {betError}
        </p>
      ) : null}
      {onSale ? null : (
        <p className="lottery-betting__closed">{t`This draw is not on sale right now.`}</p>
      )}
      <button
        type="submit"
        className="btn btn-primary lottery-betting__buy"
        disabled={!onSale || busy}
        aria-busy={busy}
      >
        {busy ? t`Buying…` : t`Buy`}
      </button>
      <BuyPanel state={state} onBuy={(order) => void buy(order)} onCancel={reset} />
    </form>
  );
}
