import { useLingui } from '@lingui/react/macro';
import type { Classify } from '../../schemas/api/games.ts';

/** The classify menu of a category page (spec §2, §5): one pressed chip at a time. */
export function ClassifyMenu({
  items,
  chosen,
  onChoose,
}: {
  items: readonly Classify[];
  chosen: string;
  onChoose: (key: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="lobby-classify" role="group" aria-label={t`Game categories`}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          className="lobby-chip"
          aria-pressed={chosen === item.key}
          onClick={() => onChoose(item.key)}
        >
          {item.key === 'ALL' ? t`All` : item.key === 'NEW' ? t`New` : item.displayName || item.key}
        </button>
      ))}
    </div>
  );
}

/** The classify menu's place while the vendors it comes from load. */
export function ClassifySkeleton() {
  return (
    <div className="lobby-classify lobby-classify--loading" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <span key={i} className="lobby-chip lobby-chip--placeholder" />
      ))}
    </div>
  );
}
