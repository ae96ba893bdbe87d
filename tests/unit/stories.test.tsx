import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../.storybook/decorators.tsx';
import { activateLanguage } from '../../engine/i18n/i18n.ts';
import { server } from '../support/msw-server.ts';

setProjectAnnotations({
  decorators: [withApp],
  initialGlobals: { brand: 'royal', theme: 'dark', lang: 'EN' },
});

const modules = import.meta.glob<Record<string, unknown>>('../../widgets/**/*.stories.tsx', {
  eager: true,
});

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { parameters: Record<string, unknown> };

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as StoryModule)).map(
    ([name, story]) =>
      [`${file.replace('../../widgets/', '')} ${name}`, story as ComposedStory] as const,
  ),
);

describe('every story', () => {
  it('exists for every widget', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s renders without a contained failure', async (_name, Story) => {
    await activateLanguage('EN');
    const handlers = (
      Story.parameters.msw as { handlers?: Record<string, RequestHandler[]> } | undefined
    )?.handlers;
    if (handlers) server.use(...Object.values(handlers).flat());
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('.widget-loading')).toBeNull());
    expect(screen.queryByText('This part of the page could not be shown.')).toBeNull();
  });
});
