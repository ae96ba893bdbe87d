/**
 * The ceiling of `npm run bench`'s game list: Fastify answering each request of the mix with the
 * platform's own recorded answer to it (status, headers and body bytes, plain or brotli as asked)
 * and nothing else. What the platform does per request besides sending those bytes is the gap
 * between the two; what autocannon spends on reading them weighs on both alike. Arguments: the
 * port and the recordings file (scripts/bench/servers.ts `recordAnswers`).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { Recording } from './servers.ts';

const recordings = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, Recording>;
const answers = new Map(
  Object.entries(recordings).map(([key, recording]) => [
    key,
    { ...recording, body: Buffer.from(recording.body, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const brotli = String(request.headers['accept-encoding'] ?? '').includes('br');
  const answer = answers.get(`${brotli ? 'br' : 'identity'} ${request.url}`);
  if (!answer) return reply.code(404).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
