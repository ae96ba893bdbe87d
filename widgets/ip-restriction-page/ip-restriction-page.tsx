import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { permissionAtom } from '../../engine/state/system.ts';
import { CustomerServiceButton } from '../ui/customer-service-button.tsx';
import '../ui/system-page.css';

function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Shown when the brand does not serve the caller's location. */
export function IpRestrictionPage() {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const location = useAtomValue(permissionAtom)?.location;
  useEffect(() => {
    document.title = `${t`Access restricted`} | ${brand.name}`;
  }, [t, brand.name]);
  const ip = location?.ip ?? '';
  const country = location?.country
    ? countryName(location.country, languageTable[language].tag)
    : t`Unknown`;
  return (
    <main className="system-page">
      <img className="system-page-logo" src={brand.theme.logo} alt={brand.name} height={40} />
      <h1>
        <Trans>Access restricted for blocked IP or location</Trans>
      </h1>
      <dl className="system-page-facts">
        <dt>
          <Trans>Your IP</Trans>
        </dt>
        <dd data-testid="caller-ip">{ip}</dd>
        <dt>
          <Trans>Your location</Trans>
        </dt>
        <dd data-testid="caller-country">{country}</dd>
      </dl>
      <p>
        <Trans>
          This site is not available in your location. If you think this is a mistake, contact
          customer service.
        </Trans>
      </p>
      <CustomerServiceButton />
    </main>
  );
}
