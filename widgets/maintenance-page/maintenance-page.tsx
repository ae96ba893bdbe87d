import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { permissionAtom, permissionCheckAtom } from '../../engine/state/system.ts';
import { CustomerServiceButton } from '../ui/customer-service-button.tsx';
import type { MaintenancePageSettings } from './schema.ts';
import '../ui/system-page.css';

/** Shown instead of the site while the platform is under maintenance; checks again periodically. */
export function MaintenancePage({ settings }: WidgetProps<MaintenancePageSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const permission = useAtomValue(permissionAtom);
  const recheck = useSetAtom(permissionCheckAtom);
  useEffect(() => {
    const timer = setInterval(() => recheck((n) => n + 1), settings.pollSeconds * 1000);
    return () => clearInterval(timer);
  }, [recheck, settings.pollSeconds]);
  useEffect(() => {
    document.title = `${t`System maintenance notice`} | ${brand.name}`;
  }, [t, brand.name]);

  const end = permission?.maintenanceEnd ? new Date(permission.maintenanceEnd) : null;
  const endText =
    end && !Number.isNaN(end.getTime())
      ? new Intl.DateTimeFormat(languageTable[language].tag, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(end)
      : null;
  return (
    <main className="system-page">
      <img className="system-page-logo" src={brand.theme.logo} alt={brand.name} height={40} />
      <h1>
        <Trans>System maintenance notice</Trans>
      </h1>
      <p>
        <Trans>We are improving our service. Please come back soon.</Trans>
      </p>
      {endText ? (
        <p className="system-page-detail">
          <Trans>
            Expected end: <time dateTime={permission?.maintenanceEnd ?? undefined}>{endText}</time>
          </Trans>
        </p>
      ) : null}
      {permission?.maintenanceMessage ? (
        <p className="system-page-message">{permission.maintenanceMessage}</p>
      ) : null}
      <CustomerServiceButton />
    </main>
  );
}
