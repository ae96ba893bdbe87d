import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { recordRangeMaxDays } from '../../schemas/api/records.ts';
import {
  checkRange,
  presetRange,
  recordPresets,
  todayIn,
  type DayRange,
  type RangeProblem,
  type RangePreset,
} from '../../engine/core/record-range.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useDateTime } from './use-date-time.ts';
import './date-range.css';
import './forms.css';

/** The days a records page shows and how they were chosen: a ready-made period or custom. */
export interface RecordRange extends DayRange {
  choice: RangePreset | 'custom';
}

/** A records page's range, starting on `initial` counted from today in the brand's time zone. */
export function useRecordRange(initial: RangePreset) {
  const { timeZone } = useBrand();
  return useState<RecordRange>(() => ({ choice: initial, ...presetRange(initial, timeZone) }));
}

/**
 * The date range picker of the records pages: the ready-made periods of `presets` and a custom
 * range of two dates (from not after to, not after today, at most 92 days; each problem under
 * its field, cleared as it is fixed), days counted in the brand's time zone. The days shown are
 * said below it.
 */
export function DateRange({
  value,
  onChange,
  presets = recordPresets,
}: {
  value: RecordRange;
  onChange: (range: RecordRange) => void;
  presets?: readonly RangePreset[];
}) {
  const { t } = useLingui();
  const { timeZone } = useBrand();
  const formatDate = useDateTime();
  const [editing, setEditing] = useState(value.choice === 'custom');
  const labels: Record<RangePreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7: t`Last 7 days`,
    last30: t`Last 30 days`,
    thisWeek: t`This week`,
    thisMonth: t`This month`,
  };
  const from = formatDate(value.from, 'day');
  const to = formatDate(value.to, 'day');
  return (
    <div className="date-range">
      <div className="date-range__presets" role="group" aria-label={t`Period`}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="date-range__preset"
            aria-pressed={!editing && value.choice === preset}
            onClick={() => {
              setEditing(false);
              onChange({ choice: preset, ...presetRange(preset, timeZone) });
            }}
          >
            {labels[preset]}
          </button>
        ))}
        <button
          type="button"
          className="date-range__preset"
          aria-pressed={editing}
          onClick={() => setEditing(true)}
        >
          {t`Custom`}
        </button>
      </div>
      {editing ? (
        <CustomRange
          initial={value}
          today={todayIn(timeZone)}
          onApply={(range) => onChange({ choice: 'custom', ...range })}
        />
      ) : null}
      <p className="date-range__shown" aria-live="polite">
        {value.from === value.to ? from : t`${from} to ${to}`}
      </p>
    </div>
  );
}

/** The two dates of a custom range, applied together once they make a range the records take. */
function CustomRange({
  initial,
  today,
  onApply,
}: {
  initial: DayRange;
  today: string;
  onApply: (range: DayRange) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<DayRange>({ from: initial.from, to: initial.to });
  const [checked, setChecked] = useState(false);
  const problems = checked ? checkRange(draft, today) : {};
  const max = recordRangeMaxDays;
  const text: Record<RangeProblem, string> = {
    required: t`Input cannot be empty`,
    invalid: t`Enter a valid date`,
    afterTo: t`The start date must not be after the end date`,
    future: t`The end date cannot be after today`,
    tooLong: t`Choose at most ${max} days`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(checkRange(draft, today)).length === 0) onApply(draft);
  };
  const field = (end: keyof DayRange, label: string) => (
    <DateField
      label={label}
      value={draft[end]}
      error={problems[end] ? text[problems[end]] : null}
      max={today}
      onChange={(next) => setDraft((range) => ({ ...range, [end]: next }))}
    />
  );
  return (
    <form className="date-range__custom" onSubmit={submit} noValidate>
      {field('from', t`From`)}
      {field('to', t`To`)}
      <button type="submit" className="btn btn-primary date-range__apply">
        {t`Show`}
      </button>
    </form>
  );
}

/** A labelled native date input with its error under it. */
function DateField({
  label,
  value,
  error,
  max,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  max: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="date-range__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="compact-control"
        type="date"
        value={value}
        max={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
