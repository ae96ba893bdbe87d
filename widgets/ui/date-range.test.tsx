import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordPreset } from '../../engine/core/record-range.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { DateRange, useRecordRange, type RecordRange } from './date-range.tsx';

/** The picker as a page holds it, reporting every range it applies. */
function Picker({
  onChange,
  presets,
}: {
  onChange: (range: RecordRange) => void;
  presets?: RecordPreset[];
}) {
  const [range, setRange] = useRecordRange('last7');
  return (
    <DateRange
      value={range}
      presets={presets}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

async function open(timeZone: string, presets?: RecordPreset[]) {
  const onChange = vi.fn<(range: RecordRange) => void>();
  await renderInApp(<Picker onChange={onChange} presets={presets} />, {
    brand: { ...demoBrands.royal!, timeZone },
  });
  return onChange;
}

describe('DateRange', () => {
  beforeEach(() => {
    // The 28th in Manila, the 27th in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T17:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("counts the presets from today in the brand's time zone", async () => {
    const onChange = await open('America/New_York');
    expect(await screen.findByText('Nov 21, 2026 to Nov 27, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({
      choice: 'today',
      from: '2026-11-27',
      to: '2026-11-27',
    });
    expect(screen.getByText('Nov 27, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenLastCalledWith({
      choice: 'yesterday',
      from: '2026-11-26',
      to: '2026-11-26',
    });
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows only the presets it is given, and custom', async () => {
    await open('Asia/Manila', ['last7', 'last30']);
    expect(await screen.findByText('Nov 22, 2026 to Nov 28, 2026')).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Last 7 days', 'Last 30 days', 'Custom']);
  });

  it('applies a custom range only when valid, with errors under the field until fixed', async () => {
    const onChange = await open('Asia/Manila');
    await userEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // It starts from the range shown.
    expect(from).toHaveValue('2026-11-22');
    expect(to).toHaveValue('2026-11-28');
    expect(to).toHaveAttribute('max', '2026-11-28');
    fireEvent.change(from, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Input cannot be empty');
    expect(from).toHaveAccessibleDescription('Input cannot be empty');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenLastCalledWith({
      choice: 'custom',
      from: '2026-11-01',
      to: '2026-11-28',
    });
    // A preset closes the custom dates.
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(screen.queryByLabelText('From')).toBeNull();
  });
});
