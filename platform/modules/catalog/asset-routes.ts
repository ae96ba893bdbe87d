/**
 * Images the platform draws for the catalog (platform/modules/catalog/icons.ts): game icons at
 * `/games/icons/{VASSALAGE}/{gameId}.svg` (captioned in `?lang=`, English without it) and vendor cards at `/games/vendors/{VASSALAGE}.svg`
 * (the paths platform/modules/catalog/tile.ts puts in tiles). They are cached for a day with an ETag,
 * and may be fetched through the brand's image CDN (`Cross-Origin-Resource-Policy:
 * cross-origin`). Anything else under `/games/` is a JSON 404, never the storefront page.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DrawnImage, gameIcon, vendorCard } from './icons.ts';
import type { CatalogSnapshot } from './snapshot.ts';
import type { CatalogStore } from './store.ts';
import { localName } from './tile.ts';
import { notFound } from '../../kernel/errors.ts';
import { sendError } from '../../kernel/http.ts';

/** What the image routes need. */
export interface GameAssetOptions {
  catalog: CatalogStore;
}

/** Drawn images kept per catalog generation (about 2 kB each). */
const maxCachedImages = 10_000;

/** Cache policy of the drawn images. */
export const imageCache = 'public, max-age=86400';

function sendImage(request: FastifyRequest, reply: FastifyReply, image: DrawnImage) {
  reply
    .header('cache-control', imageCache)
    .header('etag', image.etag)
    .header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

/** An image file name in a path: anything else of its length is simply not found. */
const fileName = { type: 'string', maxLength: 100 } as const;
const iconParams = {
  type: 'object',
  required: ['vassalage', 'file'],
  properties: { vassalage: fileName, file: fileName },
} as const;
/** The language of a drawn game icon's caption (English without it). */
const iconQuery = {
  type: 'object',
  properties: { lang: { type: 'string', pattern: '^[A-Z]{2}(-[A-Z]{2})?$' } },
} as const;
const vendorParams = {
  type: 'object',
  required: ['file'],
  properties: { file: fileName },
} as const;

/** Registers the image routes on `app`. */
export function gameAssetRoutes(scope: FastifyInstance, options: GameAssetOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  // Drawn images of the current catalog generation, made once each.
  const drawn = new WeakMap<CatalogSnapshot, Map<string, DrawnImage>>();
  const cached = (key: string, draw: () => DrawnImage | undefined): DrawnImage | undefined => {
    const snapshot = options.catalog.snapshot();
    let images = drawn.get(snapshot);
    if (!images) drawn.set(snapshot, (images = new Map()));
    let image = images.get(key);
    if (!image) {
      image = draw();
      // Bounded: a huge catalog redraws instead of keeping every image.
      if (images.size >= maxCachedImages) images.clear();
      if (image) images.set(key, image);
    }
    return image;
  };

  app.get(
    '/games/icons/:vassalage/:file',
    { schema: { params: iconParams, querystring: iconQuery } },
    async (request, reply) => {
      const { vassalage, file } = request.params;
      const language = request.query.lang ?? 'EN';
      const gameId = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
      const image =
        gameId === undefined
          ? undefined
          : cached(`game\u0000${vassalage}\u0000${gameId}\u0000${language}`, () => {
              const game = options.catalog.snapshot().gameByVendor(vassalage, gameId);
              return game && gameIcon(game, localName(game.names, language, game.name));
            });
      if (!image) return sendError(reply, notFound(`There is no game icon ${request.url}`));
      return sendImage(request, reply, image);
    },
  );

  app.get('/games/vendors/:file', { schema: { params: vendorParams } }, async (request, reply) => {
    const { file } = request.params;
    const vassalage = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
    const image =
      vassalage === undefined
        ? undefined
        : cached(`vendor\u0000${vassalage}`, () => {
            const vendor = options.catalog.vendor(vassalage);
            return vendor && vendorCard({ vassalage, name: vendor.names.EN ?? vassalage });
          });
    if (!image) return sendError(reply, notFound(`There is no vendor card ${request.url}`));
    return sendImage(request, reply, image);
  });

  // Keeps the folder out of the storefront's page fallback: a wrong image path is a 404.
  app.all('/games/*', async (request, reply) =>
    sendError(reply, notFound(`There is no image ${request.url}`)),
  );
}
