import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { Icon } from '../ui/icons.tsx';
import { QrCode } from '../ui/qr-code.tsx';
import type { AppDownloadSettings } from './schema.ts';
import './app-download.css';

const androidSteps: readonly MessageDescriptor[] = [
  msg`Scan the QR code with your phone, or tap Download on your phone.`,
  msg`If your phone asks, allow installing apps from this source.`,
  msg`Open the downloaded file and tap Install.`,
  msg`Open the app and log in with your account.`,
];

const iosSteps: readonly MessageDescriptor[] = [
  msg`Scan the QR code with the Camera app, or tap Download on your iPhone.`,
  msg`Allow the configuration profile to download.`,
  msg`Open Settings, tap Profile Downloaded, then Install.`,
  msg`Open the app from your home screen and log in.`,
];

function Platform({
  title,
  icon,
  url,
  qrSize,
  steps,
  showSteps,
}: {
  title: string;
  icon: 'android' | 'apple';
  url: string;
  qrSize: number;
  steps: readonly MessageDescriptor[];
  showSteps: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <section className="app-download-card" aria-label={title}>
      <h2>
        <Icon name={icon} /> {title}
      </h2>
      <QrCode value={url} size={qrSize} label={t`QR code to download the ${title} app`} />
      <a className="btn btn-primary" href={url} rel="noopener">
        <Icon name="download" /> {t`Download`}
      </a>
      {showSteps ? (
        <ol className="app-download-steps">
          {steps.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The download page body; says so when the brand offers no app. */
export function AppDownload({ settings }: WidgetProps<AppDownloadSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const android = brand.resources.Android?.[0];
  const ios = brand.resources.MOBILECONFIG?.[0];
  const size = brand.constants.downloadQrSizePage;
  return (
    <div className="app-download">
      <h1>
        <Trans>Download the {brand.name} app</Trans>
      </h1>
      {!android && !ios ? (
        <p role="status">
          <Trans>The app is not available for download yet.</Trans>
        </p>
      ) : (
        <div className="app-download-grid">
          {android ? (
            <Platform
              title={t`Android`}
              icon="android"
              url={android.url}
              qrSize={size}
              steps={androidSteps}
              showSteps={settings.showSteps}
            />
          ) : null}
          {ios ? (
            <Platform
              title={t`iOS`}
              icon="apple"
              url={ios.url}
              qrSize={size}
              steps={iosSteps}
              showSteps={settings.showSteps}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
