import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { internalError } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { DialingCodePicker, isValidMobileFor, type DialingChoice } from './dialing-code-picker.tsx';

async function renderPicker() {
  const onChange = vi.fn<(choice: DialingChoice) => void>();
  await renderInApp(
    <>
      <DialingCodePicker onChange={onChange} />
      <button type="button">Next field</button>
    </>,
    { brand: demoBrands.royal! },
  );
  const combobox = await screen.findByRole('combobox', { name: /Country dialing code/ });
  return { onChange, combobox };
}

// The open list renders some 250 countries with their flags: slow on a busy machine.
describe('DialingCodePicker by keyboard (select-only combobox)', { timeout: 15_000 }, () => {
  it('opens on focus, but Tab goes on to the next field, not through the countries', async () => {
    const { combobox } = await renderPicker();
    await userEvent.tab();
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
  });

  it('moves through the countries with the arrows and chooses with Enter', async () => {
    const { onChange, combobox } = await renderPicker();
    await userEvent.tab();
    const before = combobox.getAttribute('aria-label');
    await userEvent.keyboard('{ArrowDown}');
    const activeId = combobox.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const active = document.getElementById(activeId!)!;
    expect(active).toHaveAttribute('role', 'option');
    expect(active).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox.getAttribute('aria-label')).not.toBe(before);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
  });

  it('closes the list on Escape and keeps the focus in the field', async () => {
    const { combobox } = await renderPicker();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(combobox).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
  });
});

describe('DialingCodePicker without its list', () => {
  it('offers to load the country codes again when they failed, then shows the code', async () => {
    let failing = true;
    server.use(
      http.get('*/wps/system/countryCodes', () => (failing ? internalError() : undefined)),
    );
    const onChange = vi.fn<(choice: DialingChoice) => void>();
    await renderInApp(<DialingCodePicker onChange={onChange} />, { brand: demoBrands.royal! });
    const retry = await screen.findByRole('button', {
      name: 'The country codes could not be loaded. Try again',
    });
    expect(onChange).not.toHaveBeenCalled();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('combobox', { name: /Country dialing code/ })).toBeVisible();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('isValidMobileFor', () => {
  const philippines: DialingChoice = { countryDialingCode: '63', countryCode: 'PH' };

  it('accepts a mobile number of the chosen dialing code, as typed with spaces or a leading 0', () => {
    expect(isValidMobileFor(philippines, '9171234567')).toBe(true);
    expect(isValidMobileFor(philippines, '0917 123 4567')).toBe(true);
  });

  it('refuses a number of another kind or length, and any number while no code is chosen', () => {
    expect(isValidMobileFor(philippines, '21234567')).toBe(false);
    expect(isValidMobileFor({ countryDialingCode: '65', countryCode: 'SG' }, '9171234567')).toBe(
      false,
    );
    expect(isValidMobileFor(null, '9171234567')).toBe(false);
  });
});
