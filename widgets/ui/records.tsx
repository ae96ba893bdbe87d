import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ResourceState } from '../../engine/state/query.ts';
import { RowError } from './carousel-arrows.tsx';
import { LoadingBlocks } from './loading-blocks.tsx';
import { GatedPage } from './member-gates.tsx';
import { Pager } from './pager.tsx';
import { useMoney } from './use-money.ts';
import './forms.css';
import './records.css';

/**
 * The shared parts of the member's records pages (account record, betting record, profit and
 * loss): filters, the list as cards on a phone and a table on a wide panel, signed amounts,
 * totals, and the loading, error and empty states.
 */

/**
 * A records page: its section and heading (no frame of its own: the member center draws that),
 * and for members `children`; a visitor is asked to log in (`visitorMessage`), a trial account
 * to register first.
 */
export function RecordsPage({
  title,
  visitorMessage,
  children,
}: {
  title: string;
  visitorMessage: string;
  children: ReactNode;
}) {
  return (
    <GatedPage className="records" title={title} visitorMessage={visitorMessage}>
      {children}
    </GatedPage>
  );
}

/** One option of a records filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled filter of a records page (a native select); `''` is "All" unless `all` is false. */
export function RecordFilter({
  label,
  value,
  options,
  onChange,
  all = true,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** Whether the first option is "All" (value ""); false for a choice such as an order. */
  all?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="record-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="compact-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {all ? <option value="">{t`All`}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A labelled text filter of a records page (a member's username), applied when sent with its
 * button or Enter, trimmed; empty shows everyone again.
 */
export function RecordSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="record-filter record-search" role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="record-search__row">
        <input
          id={id}
          className="compact-control"
          type="search"
          value={draft}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-small">
          {t`Search`}
        </button>
      </div>
    </form>
  );
}

/** An amount with its sign, coloured as money in (profit) or out (loss). */
export function SignedMoney({ minor }: { minor: number }) {
  const money = useMoney();
  const sign = minor > 0 ? 'in' : minor < 0 ? 'out' : 'even';
  return (
    <span className="signed-money" data-sign={sign}>
      {minor > 0 ? `+${money(minor)}` : money(minor)}
    </span>
  );
}

/** One column of a records table: its heading and what a row shows in it. */
export interface RecordColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up at the end. */
  numeric?: boolean;
}

/**
 * Rows as a table. On a narrow panel each row becomes a card whose cells carry their column's
 * name; the roles are set explicitly so the table stays a table to assistive technology when the
 * layout changes.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sortedBy,
}: {
  caption: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The column the rows are sorted by, and which way, said by its heading (`aria-sort`). */
  sortedBy?: { key: string; order: 'asc' | 'desc' };
}) {
  return (
    <div className="record-table-wrap">
      <table className="record-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className="record-cell"
                data-numeric={column.numeric ? '' : undefined}
                aria-sort={
                  sortedBy?.key === column.key
                    ? sortedBy.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className="record-row">
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.label}
                  className="record-cell"
                  data-numeric={column.numeric ? '' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A labelled figure of a totals box. */
export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
}

/** Totals over the whole range, as a list of labelled figures. */
export function RecordTotals({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const titleId = useId();
  return (
    <section className="record-totals" aria-labelledby={titleId} data-testid="record-totals">
      <h2 id={titleId}>{title}</h2>
      <dl>
        {figures.map((figure) => (
          <div key={figure.key} data-figure={figure.key}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A records query as the page shows it: placeholders while it loads, the error with a retry,
 * "No records in this period" when `isEmpty`, else `children` with the pager under them when
 * there is more than one page.
 */
export function RecordResult<T>({
  state,
  loadingLabel,
  isEmpty,
  page,
  totalPages,
  onPage,
  children,
}: {
  state: ResourceState<T> & { refresh: () => void };
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  page?: number;
  totalPages?: (data: T) => number;
  onPage?: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (state.status === 'loading')
    return <LoadingBlocks label={loadingLabel} heights={[56, 56, 56]} />;
  if (state.status === 'error')
    return <RowError message={t`The records could not be loaded.`} onRetry={state.refresh} />;
  if (isEmpty(state.data)) return <p className="record-empty">{t`No records in this period`}</p>;
  const pages = totalPages?.(state.data) ?? 0;
  return (
    <>
      {children(state.data)}
      {page !== undefined && onPage && pages > 1 ? (
        <Pager current={page} total={pages} onPage={onPage} />
      ) : null}
    </>
  );
}
