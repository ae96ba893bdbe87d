import { useLingui } from '@lingui/react/macro';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { customerServiceUrl, openCustomerService } from './customer-service.ts';
import { Icon } from './icons.tsx';

/** "Contact customer service"; renders nothing when the brand has no customer service. */
export function CustomerServiceButton() {
  const { t } = useLingui();
  const brand = useBrand();
  if (!customerServiceUrl(brand)) return null;
  return (
    <button type="button" className="btn btn-primary" onClick={() => openCustomerService(brand)}>
      <Icon name="headset" /> {t`Contact customer service`}
    </button>
  );
}
