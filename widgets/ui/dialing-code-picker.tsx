import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { isValidMobile } from '../../engine/core/phone.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { countryCodesResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { permissionAtom } from '../../engine/state/system.ts';
import { Flag } from './flag.tsx';

/** The chosen dialing code and its country. */
export interface DialingChoice {
  countryDialingCode: string;
  countryCode: string;
}

/** True when `mobile` is a valid mobile number of the chosen dialing code (none chosen: false). */
export function isValidMobileFor(dialing: DialingChoice | null, mobile: string): boolean {
  return dialing !== null && isValidMobile(dialing.countryDialingCode, mobile);
}

// One region namer per language: the list names and sorts some 250 countries on every render.
const regionNames = new Map<string, Intl.DisplayNames | null>();

function countryName(code: string, tag: string): string {
  if (!regionNames.has(tag)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([tag], { type: 'region' });
    } catch {
      // An unknown language tag: the codes stand for the names.
    }
    regionNames.set(tag, namer);
  }
  try {
    return regionNames.get(tag)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The country dialing-code picker of spec §2: a read-only code field; the list opens on focus and
 * closes 200 ms after blur (so a click on it lands); choosing a country sets the code and the
 * active country and closes it. By keyboard it is a select-only combobox (WAI-ARIA): the countries
 * are no Tab stops; the arrows, Home and End move through them, Enter or Space chooses, Escape
 * closes the list. It starts from `initialCode` when a listed country has it, else
 * from the caller's country (GeoIP), else the first listed; it reports the code on start and on
 * every change, and stays hidden until both a code and a country are set. A list that failed
 * to load shows a button that loads it again.
 */
export function DialingCodePicker({
  initialCode,
  onChange,
}: {
  initialCode?: string;
  onChange: (choice: DialingChoice) => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const current = useAtomValue(permissionAtom)?.location.country ?? null;
  const countries = useResource(countryCodesResource, null);
  const [chosen, setChosen] = useState<DialingChoice | null>(null);
  const [open, setOpen] = useState(false);
  // The country the arrow keys point at in the open list (aria-activedescendant).
  const [active, setActive] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const tag = languageTable[language].tag;
  // Listed by name in the player's language, as people look for their country.
  const list = useMemo(() => {
    if (countries.status !== 'ready') return [];
    const collator = new Intl.Collator(tag);
    return [...countries.data].sort((a, b) =>
      collator.compare(countryName(a.countryCode, tag), countryName(b.countryCode, tag)),
    );
  }, [countries.status, countries.data, tag]);
  const initial = useMemo(() => {
    if (list.length === 0) return null;
    const byCode = initialCode
      ? list.find((c) => c.countryDialingCode === initialCode.replace(/\D/g, ''))
      : undefined;
    return byCode ?? list.find((c) => c.countryCode === current) ?? list[0]!;
  }, [list, initialCode, current]);
  const choice = chosen ?? initial;

  // Report the code on start and on every change (spec §2).
  const code = choice ? `${choice.countryCode}:${choice.countryDialingCode}` : null;
  useEffect(() => {
    if (choice) onChange(choice);
    // `code` identifies the choice; the object itself may be re-created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, onChange]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(() => {
    if (open && active !== null)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // `optionId` only depends on `listId`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // Without the list no number can be checked or sent: the player can ask for it again.
  if (countries.status === 'error')
    return (
      <button
        type="button"
        className="btn btn-small dialing-code dialing-code-retry"
        aria-label={t`The country codes could not be loaded. Try again`}
        onClick={countries.refresh}
      >
        {t`Try again`}
      </button>
    );
  if (!choice) return null;
  const choose = (next: DialingChoice) => {
    setChosen(next);
    setOpen(false);
    setActive(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = list.length - 1;
    const from = active ?? list.findIndex((c) => c.countryCode === choice.countryCode);
    const moves: Record<string, number> = {
      ArrowDown: open ? Math.min(from + 1, last) : from,
      ArrowUp: open ? Math.max(from - 1, 0) : from,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setOpen(true);
      setActive(target);
    } else if ((event.key === 'Enter' || event.key === ' ') && open && active !== null) {
      event.preventDefault();
      choose(list[active]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      // Only the list closes, not the modal around the form.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(null);
    }
  };
  return (
    <div
      className="dialing-code"
      onFocus={() => {
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onBlur={() => {
        closeTimer.current = setTimeout(() => {
          setOpen(false);
          setActive(null);
        }, brand.constants.dropdownCloseDelayMs);
      }}
    >
      <span className="dialing-code-flag">
        <Flag country={choice.countryCode} size={18} />
      </span>
      <input
        className="dialing-code-input"
        role="combobox"
        readOnly
        value={`+${choice.countryDialingCode}`}
        aria-label={t`Country dialing code: ${countryName(choice.countryCode, tag)}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active !== null ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          className="popup-list dialing-code-list"
          aria-label={t`Countries`}
        >
          {list.map((country, index) => (
            <li
              key={country.countryCode}
              id={optionId(index)}
              role="option"
              aria-selected={country.countryCode === choice.countryCode}
              data-active={index === active || undefined}
            >
              <button type="button" tabIndex={-1} onClick={() => choose(country)}>
                <Flag country={country.countryCode} size={18} />
                <span>{countryName(country.countryCode, tag)}</span>
                <span dir="ltr">+{country.countryDialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
