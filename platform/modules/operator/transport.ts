/**
 * How the operator CLI reaches the operator API: through the unix socket of the running
 * platform, or, when no server listens there, by running the same routes in-process on the
 * database (the composition root hands that runner in, since it needs the whole platform).
 */
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AdminAnswer, AdminRequest, CliIo } from '../../kernel/cli-kit.ts';
import type { Config } from '../../kernel/config.ts';

/** Runs `request` on the database directly, through the same operator routes. */
export type InProcessRunner = (config: Config, request: AdminRequest) => Promise<AdminAnswer>;

/** An answer body as JSON, or as the text it is when it is not JSON. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends `request` to the operator socket. Rejects with the socket error when nobody listens. */
function viaSocket(socketPath: string, request: AdminRequest): Promise<AdminAnswer> {
  return new Promise((resolvePromise, reject) => {
    const payload = request.body ? JSON.stringify(request.body) : undefined;
    const req = httpRequest(
      {
        socketPath,
        path: request.url,
        method: request.method,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 500,
            body: parseBody(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function isNoServer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends `request` to an operator API built in this process (by an `InProcessRunner`). */
export async function injectRequest(
  admin: FastifyInstance,
  request: AdminRequest,
): Promise<AdminAnswer> {
  const response = await admin.inject({
    method: request.method,
    url: request.url,
    ...(request.body ? { payload: request.body } : {}),
  });
  return { status: response.statusCode, body: parseBody(response.body) };
}

/**
 * Sends `request` through the socket of `config`, or runs it `inProcess` when no server listens
 * there (saying so on stderr). Resolves to the answer, or to exit code 1 when neither works.
 */
export async function callOperatorApi(
  config: Config,
  request: AdminRequest,
  inProcess: InProcessRunner,
  io: CliIo,
): Promise<AdminAnswer | 1> {
  try {
    return await viaSocket(config.adminSocket, request);
  } catch (error) {
    if (!isNoServer(error)) {
      io.err(`Cannot reach the platform on ${config.adminSocket}: ${reason(error)}`);
      return 1;
    }
  }
  io.err(`No platform server answers on ${config.adminSocket}; working on the database directly.`);
  try {
    return await inProcess(config, request);
  } catch (failure) {
    io.err(`Cannot open the database: ${reason(failure)}`);
    return 1;
  }
}
