import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('says so when the brand has no app', async () => {
    await renderInApp(<AppDownload settings={{ showSteps: true }} sectionKey="download" />, {
      brand: brandWith('royal', { resources: { Android: null, MOBILECONFIG: null } }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The app is not available for download yet.',
    );
  });
});
