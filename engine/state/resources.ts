import type { LanguageCode } from '../../schemas/common.ts';
import { getBanners } from '../api/system-banners.ts';
import { getNotices } from '../api/system-notices.ts';
import { defineResource } from './query.ts';

/** Announcements for a language, cached for the session (spec §9). */
export const noticesResource = defineResource({
  name: 'notices',
  key: (language: LanguageCode) => language,
  fetch: (_language: LanguageCode, signal) => getNotices(['B', 'PL', 'PU', 'PR', 'H'], signal),
  session: true,
  ssr: true,
});

/** The banners of one group. */
export const bannersResource = defineResource({
  name: 'banners',
  key: ({ group, language }: { group: string; language: LanguageCode }) => `${group}:${language}`,
  fetch: ({ group }: { group: string; language: LanguageCode }, signal) =>
    getBanners(group, signal),
  ssr: true,
});
