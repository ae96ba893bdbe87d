import { useLingui } from '@lingui/react/macro';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { openCustomerService } from '../ui/customer-service.ts';
import { Icon } from '../ui/icons.tsx';
import type { RightBarSettings } from './schema.ts';
import './right-bar.css';

/** Floating customer-service and messaging links; renders nothing when the brand has none. */
export function RightBar({ settings }: WidgetProps<RightBarSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const livechat = brand.customerService.livechat;
  const telegram = settings.showTelegram ? (brand.resources.TELEGRAM ?? []) : [];
  if (!livechat && telegram.length === 0) return null;
  return (
    <aside className="right-bar" aria-label={t`Contact us`}>
      {livechat ? (
        <button
          type="button"
          className="right-bar-item"
          onClick={() => openCustomerService(brand)}
          aria-label={t`Live chat`}
          title={t`Live chat`}
        >
          <Icon name="chat" />
        </button>
      ) : null}
      {telegram.map((resource) => (
        <a
          key={resource.url}
          className="right-bar-item right-bar-telegram"
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Telegram: ${resource.labelNameEn}`}
          title={resource.labelNameEn}
        >
          <Icon name="telegram" />
        </a>
      ))}
    </aside>
  );
}
