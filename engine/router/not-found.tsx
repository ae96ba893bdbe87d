import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useBrand } from '../render/brand-context.tsx';
import { usePageLive } from '../render/page-live.tsx';
import { useDocumentHead } from './head.ts';

/** The 404 page, inside the frame. */
export function NotFoundPage() {
  const { t } = useLingui();
  const brand = useBrand();
  useDocumentHead(`${t`Page not found`} | ${brand.name}`, '');
  usePageLive();
  return (
    <section className="not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className="btn btn-primary">
        <Trans>Go to home</Trans>
      </Link>
    </section>
  );
}
