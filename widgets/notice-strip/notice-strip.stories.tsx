import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { pendingHandlers, sampleNotices } from '../../tests/support/api-handlers.ts';
import { NoticeModal } from './notice-modal.tsx';
import { NoticeStrip } from './notice-strip.tsx';

const meta = {
  title: 'Widgets/Notice strip',
  component: NoticeStrip,
  args: { settings: { group: 'player' }, sectionKey: 'notices' },
} satisfies Meta<typeof NoticeStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announcement titles scroll by; a click opens them. */
export const WithNotices: Story = {};

/** No announcements: the strip is not shown. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        system: [
          http.get('*/wps/system/notices', () =>
            HttpResponse.json({ value: { ...sampleNotices, player: [] } }),
          ),
        ],
      },
    },
  },
};

/** While loading, an empty strip keeps its place (the titles appear in it when they arrive). */
export const Loading: Story = { parameters: { msw: { handlers: { system: pendingHandlers } } } };

/** The announcements modal, with sanitised HTML content and paging. */
export const Modal: Story = {
  render: () => (
    <NoticeModal
      notices={Array.from({ length: 12 }, (_, i) => ({
        ...sampleNotices.player[i % 2]!,
        id: i + 1,
      }))}
      onClose={() => undefined}
    />
  ),
};
