import { useLingui } from '@lingui/react/macro';

/**
 * Where in the team the list is: "My team", then each sub-agent drilled into, the last one the
 * list shown; every earlier step a button back up to it (`onOpen` with its depth, 0 for the
 * agent's own). A search shows instead what was searched for, with the way back to the team.
 */
export function TeamPath({
  path,
  search,
  onOpen,
}: {
  path: readonly string[];
  search: string;
  onOpen: (depth: number) => void;
}) {
  const { t } = useLingui();
  const steps = search ? [t`My team`, t`Search: ${search}`] : [t`My team`, ...path];
  return (
    <nav className="team-path" aria-label={t`Where you are in your team`}>
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}:${step}`}>
            {index === steps.length - 1 ? (
              <span aria-current="location">{step}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => onOpen(index)}>
                {step}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
