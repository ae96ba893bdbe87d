import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the lobby page. */
export const gameLobbySettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /**
     * What the page lists: `category` the games of the route's type (/live, /rng, ...; /rng also
     * takes `?page=<vendor>`), `hot` the hot games (/hot), `fav` the favourites (/fav),
     * `provider` the games of the vendor in `?vassalage=` (/providers).
     */
    kind: { type: 'string', enum: ['category', 'hot', 'fav', 'provider'], default: 'category' },
  },
} as const;

/** Lobby page settings. */
export type GameLobbySettings = FromSchema<typeof gameLobbySettingsSchema>;
