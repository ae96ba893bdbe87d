import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { LanguageCode } from '../../schemas/common.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { resolveMenu, type ResolvedMenuEntry } from '../../engine/core/menu.ts';
import { useLanguage } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useVisibility } from '../../engine/render/use-visibility.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { menuDrawerOpenAtom, menuMiniAtom } from '../../engine/state/ui.ts';
import { Flag } from '../ui/flag.tsx';
import { Icon } from '../ui/icons.tsx';
import { menuLabels } from './labels.ts';
import type { SideMenuSettings } from './schema.ts';
import './side-menu.css';

function LanguagePicker({ open: initiallyOpen, mini }: { open: boolean; mini: boolean }) {
  const { t } = useLingui();
  const brand = useBrand();
  const [language, setLanguage] = useLanguage();
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  const current = languageTable[language];
  return (
    <div className="side-menu-language">
      <button
        type="button"
        className="side-menu-item"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t`Language`}: ${current.nativeName}`}
        onClick={() => setOpen(!open)}
        title={mini ? t`Language` : undefined}
      >
        <Flag country={current.flag} size={20} />
        <span className={mini ? 'visually-hidden' : 'side-menu-label'}>{current.nativeName}</span>
        {mini ? null : <Icon name="chevron-down" className="side-menu-chevron" />}
      </button>
      {open ? (
        <ul id={listId} className="side-menu-languages" aria-label={t`Choose a language`}>
          {brand.languages.supported.map((code: LanguageCode) => (
            <li key={code}>
              <button
                type="button"
                className="side-menu-item"
                lang={languageTable[code].tag}
                aria-pressed={code === language}
                onClick={() => void setLanguage(code)}
              >
                <Flag country={languageTable[code].flag} size={20} />
                <span className={mini ? 'visually-hidden' : 'side-menu-label'}>
                  {languageTable[code].nativeName}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MenuEntry({
  entry,
  mini,
  onNavigate,
}: {
  entry: ResolvedMenuEntry;
  mini: boolean;
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const brand = useBrand();
  const { label: descriptor, icon } = menuLabels[entry.key];
  const label = i18n._(descriptor);
  const content = (
    <>
      <Icon name={icon} />
      <span className={mini ? 'visually-hidden' : 'side-menu-label'}>{label}</span>
    </>
  );
  const target = entry.target;
  if (target.kind === 'route') {
    return (
      <Link
        to={target.path}
        className="side-menu-item"
        title={mini ? label : undefined}
        onClick={onNavigate}
      >
        {content}
      </Link>
    );
  }
  if (target.kind === 'resource') {
    const resource = brand.resources[target.resource]?.[0];
    return resource ? (
      <a
        href={resource.url}
        className="side-menu-item"
        target="_blank"
        rel="noopener noreferrer"
        title={mini ? label : undefined}
      >
        {content}
      </a>
    ) : null;
  }
  return null;
}

/** The side menu: the brand's entries in its order, with the language picker. */
export function SideMenu({ settings }: WidgetProps<SideMenuSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const visible = useVisibility();
  const mini = useAtomValue(menuMiniAtom) ?? false;
  const closeDrawer = useSetAtom(menuDrawerOpenAtom);
  const entries = resolveMenu(brand).filter((entry) => visible(entry.visibleWhen));
  return (
    <nav className="side-menu" aria-label={t`Main menu`} data-mini={mini}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.target.kind === 'language' ? (
              <LanguagePicker open={settings.languagesOpen} mini={mini} />
            ) : (
              <MenuEntry entry={entry} mini={mini} onNavigate={() => closeDrawer(false)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
