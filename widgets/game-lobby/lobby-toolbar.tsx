import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { LobbyListType } from '../../engine/core/lobby.ts';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { Icon } from '../ui/icons.tsx';

/**
 * The lobby's toolbar: the list switch (hot, favourites, all, recent) and the name search.
 * Before the page is ready no list is pressed and the search is empty.
 */
export function LobbyToolbar({
  listType,
  gameName,
  onChooseList,
  onSearch,
}: {
  listType: LobbyListType;
  gameName: string;
  onChooseList: (listType: LobbyListType) => void;
  onSearch: (gameName: string) => void;
}) {
  const { t } = useLingui();
  const protect = useProtectedAction();
  const listTypes: { type: LobbyListType; label: string }[] = [
    { type: 'hot', label: t`Hot` },
    { type: 'fav', label: t`Favourites` },
    { type: 'game', label: t`All games` },
    { type: 'recent', label: t`Recent` },
  ];
  const chooseList = (type: LobbyListType) => {
    const choose = () => onChooseList(type);
    // Favourites and recent games are a member's own (spec §5 login check).
    if (type === 'fav' || type === 'recent') protect(choose);
    else choose();
  };
  return (
    <div className="game-lobby__toolbar">
      <div className="lobby-switch" role="group" aria-label={t`Game list`}>
        {listTypes.map(({ type, label }) => (
          <button
            key={type}
            type="button"
            className="lobby-chip"
            aria-pressed={listType === type}
            onClick={() => chooseList(type)}
          >
            {label}
          </button>
        ))}
      </div>
      <SearchBox value={gameName} onSearch={onSearch} />
    </div>
  );
}

/** The name search box (spec §5: trimmed by the reducer; empty clears the search). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (gameName: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // The search can change from outside (a classify choice clears it): follow it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className="lobby-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t`Search games`}
      </label>
      <span className="lobby-search__field">
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          maxLength={60}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search games`}
          onChange={(event) => setText(event.target.value)}
        />
        {text !== '' || value !== '' ? (
          <button
            type="button"
            className="lobby-search__clear"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              if (value !== '') onSearch('');
              input.current?.focus();
            }}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </span>
      <button type="submit" className="btn btn-small btn-primary">
        {t`Search`}
      </button>
    </form>
  );
}
