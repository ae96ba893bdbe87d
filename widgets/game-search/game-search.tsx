import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { Icon } from '../ui/icons.tsx';
import type { GameSearchSettings } from './schema.ts';
import { SearchLoading } from './search-loading.tsx';
import './game-search.css';

/** The longest name search the game list takes (schemas/api/games.ts gameName). */
const maxLength = 60;

/**
 * The results load with the first search: the home route carries the search box only
 * (README "Size").
 */
const SearchResults = lazy(() =>
  import('./search-results.tsx').then((m) => ({ default: m.SearchResults })),
);

/**
 * The home lobby's search box (spec §2, §5): the text is trimmed, an empty search shows nothing,
 * and the results of every type appear below, searchPageSize (28) per page with load-more.
 */
export function GameSearch(_props: WidgetProps<GameSearchSettings>) {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const [text, setText] = useState('');
  const [gameName, setGameName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setText(trimmed);
    setGameName(trimmed);
  };
  const clear = () => {
    setText('');
    setGameName('');
    input.current?.focus();
  };

  return (
    <div className="game-search">
      <form className="game-search__form" role="search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t`Search games`}
        </label>
        <div className="game-search__field">
          <Icon name="search" className="game-search__icon" />
          <input
            ref={input}
            id={inputId}
            className="game-search__input"
            type="search"
            value={text}
            maxLength={maxLength}
            placeholder={t`Search games`}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value === '') setGameName('');
            }}
          />
          {text !== '' ? (
            <button
              type="button"
              className="game-search__clear"
              aria-label={t`Clear search`}
              onClick={clear}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary game-search__submit">
          {t`Search`}
        </button>
      </form>
      {gameName !== '' ? (
        <Suspense fallback={<SearchLoading />}>
          <SearchResults key={`${language}:${gameName}`} gameName={gameName} />
        </Suspense>
      ) : null}
    </div>
  );
}
