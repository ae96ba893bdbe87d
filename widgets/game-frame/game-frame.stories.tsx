import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { launchedGameAtom, type LaunchedGame } from '../../engine/state/games.ts';
import { useStore } from '../../engine/state/jotai.ts';
import { GameFrame } from './game-frame.tsx';

/** A stand-in game page (stories have no platform to serve the real one). */
const storyGame = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#1e1b4b;color:#fff;font:24px sans-serif">Lucky Sevens</body>',
)}`;

const slot: LaunchedGame = {
  game_url: storyGame,
  url: storyGame,
  nodeId: 'BGS-SLOT',
  gameName: 'Lucky Sevens',
  vassalage: 'BGS',
  gameType: 'INHOUSE',
  wallet: 'seamless',
  trial: false,
};

/** The game the player launched, as the launch hook stores it. */
function launched(game: LaunchedGame | null): Decorator {
  function Prepare({ children }: { children: ReactNode }) {
    const store = useStore();
    useState(() => {
      store.set(launchedGameAtom, game);
      return null;
    });
    return children;
  }
  return (Story) => (
    <Prepare>
      <Story />
    </Prepare>
  );
}

const meta = {
  title: 'Widgets/Game frame',
  component: GameFrame,
  args: { settings: {}, sectionKey: 'frame' },
  parameters: { path: '/game', session: { token: 'story-member', isAgent: 0 } },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After a launch: title bar (back, reload, full screen, close) and the game. */
export const Launched: Story = { decorators: [launched(slot)] };

/** /seamless with a seamless-wallet game. */
export const Seamless: Story = { parameters: { path: '/seamless' }, decorators: [launched(slot)] };

/** A free trial is marked as play money. */
export const FreeTrial: Story = {
  parameters: { session: null },
  decorators: [launched({ ...slot, trial: true })],
};

/** Nothing launched (a bookmark of /game): a way back to the lobby. */
export const NothingLaunched: Story = { decorators: [launched(null)] };

/** A transfer-wallet vendor's game (Deep Sea Studio): where its money comes from, and a link to move some there. */
export const TransferWallet: Story = {
  decorators: [
    launched({
      ...slot,
      nodeId: 'FSH-1',
      gameName: 'Coral Catch',
      vassalage: 'FSH',
      gameType: 'FISH',
      wallet: 'transfer',
    }),
  ],
};

/** A transfer-wallet game, in Tagalog. */
export const TagalogTransferWallet: Story = { ...TransferWallet, globals: { lang: 'TY' } };

/** In Tagalog. */
export const Tagalog: Story = { decorators: [launched(slot)], globals: { lang: 'TY' } };
