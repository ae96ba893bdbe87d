import { Trans, useLingui } from '@lingui/react/macro';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import type { ResourceType } from '../../schemas/common.ts';
import type { FooterSettings } from './schema.ts';
import './footer.css';

const socialTypes: readonly ResourceType[] = [
  'FACEBOOK',
  'TELEGRAM',
  'YOUTUBE',
  'INSTAGRAM',
  'WHATSAPP',
  'LINE',
];

/** The footer (spec §1: players must be of age; §9: copyright year). */
export function Footer({ settings }: WidgetProps<FooterSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const age = brand.compliance.minimumAge;
  const year = brand.constants.copyrightYear;
  const name = brand.name;
  const social = settings.showSocial
    ? socialTypes.flatMap((type) =>
        (brand.resources[type] ?? []).map((resource) => ({ type, ...resource })),
      )
    : [];
  return (
    <footer className="footer">
      <p className="footer-age">
        <span className="footer-age-badge" aria-hidden="true">
          {age}+
        </span>
        <Trans>Players must be {age} years of age or older. Please play responsibly.</Trans>
      </p>
      {social.length > 0 ? (
        <ul className="footer-social" aria-label={t`Follow us`}>
          {social.map((resource) => (
            <li key={resource.url}>
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                {resource.labelNameEn}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="footer-copyright">
        <Trans>
          © {year} {name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
