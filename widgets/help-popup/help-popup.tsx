import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { localize } from '../../engine/core/localized.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { Modal } from '../ui/modal.tsx';
import '../ui/forms.css';
import './help-popup.css';

/** Opens over the page with the brand's help topics; the URL hash picks the topic. */
export function HelpPopup() {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const hash = useRouterState({ select: (state) => state.location.hash });
  const topics = brand.help.order.filter((key) => brand.help.topics[key]);
  const [open, setOpen] = useState(true);
  const active = topics.includes(hash) ? hash : topics[0];
  if (!open || !active) return null;
  const topic = brand.help.topics[active]!;
  return (
    <Modal
      open
      size="large"
      title={t`Help`}
      onClose={() => {
        setOpen(false);
        void navigate({ to: '/' });
      }}
    >
      {topics.length > 1 ? (
        <div className="form-tabs help-tabs" role="tablist" aria-label={t`Help topics`}>
          {topics.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={key === active}
              onClick={() => void navigate({ to: '/help', hash: key, replace: true })}
            >
              {localize(brand.help.topics[key]!.title, language)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="help-topic" role="tabpanel" aria-label={localize(topic.title, language)}>
        <h3>{localize(topic.title, language)}</h3>
        {localize(topic.body, language)
          .split(/\n\s*\n/)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
    </Modal>
  );
}
