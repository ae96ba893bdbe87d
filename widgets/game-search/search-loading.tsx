import { useLingui } from '@lingui/react/macro';

/** The placeholders of a search on its way (and of its results' code, on the first search). */
export function SearchLoading() {
  const { t } = useLingui();
  return (
    <div className="game-search__loading" role="status" aria-busy="true">
      <span className="visually-hidden">{t`Searching`}</span>
      {Array.from({ length: 7 }, (_, i) => (
        <span key={i} className="game-search__placeholder" aria-hidden="true" />
      ))}
    </div>
  );
}
