import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './http.ts';
import { installValidation } from './validation.ts';

const app = Fastify();
beforeAll(async () => {
  installErrorHandler(app, { json: () => true });
  installValidation(app);
  app.get(
    '/items/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { pageNo: { type: 'integer', minimum: 1, default: 1 } },
        },
      },
    },
    async (request) => ({ value: { params: request.params, query: request.query } }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('whole numbers in a query string or params', () => {
  it('are read from decimal digits', async () => {
    const response = await get('/items/-7?pageNo=12');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ params: { id: -7 }, query: { pageNo: 12 } });
    expect((await get('/items/3?pageNo=')).json().value.query).toEqual({ pageNo: 1 });
  });

  it.each(['1e2', '0x10', '5.0', '+5', '%205', '1_000'])(
    'are refused when written otherwise: pageNo=%s',
    async (text) => {
      const response = await get(`/items/1?pageNo=${text}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { pageNo: expect.any(String) },
      });
    },
  );

  it('are refused in params and in repeated parameters too', async () => {
    expect((await get('/items/1e1')).statusCode).toBe(400);
    expect((await get('/items/1?pageNo=2&pageNo=1e2')).statusCode).toBe(400);
  });
});
