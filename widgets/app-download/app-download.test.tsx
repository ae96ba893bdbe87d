import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../engine/i18n/i18n.ts';
import { BrandProvider } from '../../engine/render/brand-context.tsx';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AppDownload } from './app-download.tsx';

describe('AppDownload', () => {
  it('shows a QR code, a download link and four steps for Android and iOS', async () => {
    await renderInApp(<AppDownload settings={{ showSteps: true }} sectionKey="download" />, {
      brand: demoBrands.royal!,
    });
    const android = await screen.findByRole('img', { name: 'QR code to download the Android app' });
    expect(android.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(android).toHaveAttribute('width', '143');
    expect(
      await screen.findByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Download' }).map((a) => a.getAttribute('href')),
    ).toEqual([
      'https://royalwin.example/app/royalwin.apk',
      'https://royalwin.example/app/royalwin.mobileconfig',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('is server-rendered without style attributes (the CSP blocks them), the QR codes still 143 px', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={demoBrands.royal!}>
          <AppDownload settings={{ showSteps: true }} sectionKey="download" />
        </BrandProvider>
      </I18nProvider>,
    );
    expect(html).not.toMatch(/\sstyle=/);
    const page = document.createElement('div');
    page.innerHTML = html;
    const placeholders = [...page.querySelectorAll('.qr-loading')];
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) {
      expect(placeholder).toHaveAttribute('width', '143');
      expect(placeholder).toHaveAttribute('height', '143');
    }
  });

  it('says so when the brand has no app', async () => {
    await renderInApp(<AppDownload settings={{ showSteps: true }} sectionKey="download" />, {
      brand: brandWith('royal', { resources: { Android: null, MOBILECONFIG: null } }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The app is not available for download yet.',
    );
  });
});
