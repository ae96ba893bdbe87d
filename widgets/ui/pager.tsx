import { useLingui } from '@lingui/react/macro';
import { pagerItems } from '../../engine/core/lobby.ts';
import { Icon } from './icons.tsx';
import './pager.css';

/**
 * The pager of spec §5/§9 (the game lobby's, and any paged list's): previous, the first and last two pages, five around the current one
 * with gaps between, next. The current page carries `aria-current="page"`.
 */
export function Pager({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useLingui();
  const items = pagerItems(current, total);
  return (
    <nav className="pager" aria-label={t`Pages`}>
      <ul>
        <li>
          <button
            type="button"
            className="pager__step"
            aria-label={t`Previous page`}
            disabled={current <= 1}
            onClick={() => onPage(current - 1)}
          >
            <Icon name="chevron-left" />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__page"
                aria-label={t`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) onPage(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager__step"
            aria-label={t`Next page`}
            disabled={current >= total}
            onClick={() => onPage(current + 1)}
          >
            <Icon name="chevron-right" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
