import { useLingui } from '@lingui/react/macro';

/** The full-screen loading overlay shown while the app starts (spec §2 "App start"). */
export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <div className="loading-overlay" role="progressbar" aria-busy="true" aria-label={t`Loading`}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
