import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-logger';

function loggingApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger });
  const pick = (keys: string[]) =>
    lines.map((l) => Object.fromEntries(keys.filter((k) => k in l).map((k) => [k, l[k]])));
  return { app, lines, pick };
}

describe('lazy request loggers', () => {
  it('write the lines of enabled levels with the request id, children included, and nothing else', async () => {
    const { app, pick } = loggingApp('warn');
    app.get('/x', async (req) => {
      req.log.info('not written');
      req.log.warn({ n: 1 }, 'written %s', 'here');
      req.log.child({ step: 'inner' }).error('from a child');
      return { id: req.id, level: req.log.level };
    });
    const res = await app.inject('/x');
    const { id, level } = res.json();
    expect(level).toBe('warn');
    expect(pick(['level', 'reqId', 'msg', 'n', 'step'])).toEqual([
      { level: 40, reqId: id, msg: 'written here', n: 1 },
      { level: 50, reqId: id, msg: 'from a child', step: 'inner' },
    ]);
  });

  it("keep Fastify's request lines and a route's own level", async () => {
    const { app, pick } = loggingApp('info');
    app.get('/chatty', { logLevel: 'debug' }, async (req) => {
      req.log.debug('debug on this route');
      return req.id;
    });
    app.get('/quiet', async (req) => {
      req.log.debug('not written');
      return req.id;
    });
    const chatty = (await app.inject('/chatty')).body;
    const quiet = (await app.inject('/quiet')).body;
    expect(pick(['reqId', 'msg'])).toEqual([
      { reqId: chatty, msg: 'incoming request' },
      { reqId: chatty, msg: 'debug on this route' },
      { reqId: chatty, msg: 'request completed' },
      { reqId: quiet, msg: 'incoming request' },
      { reqId: quiet, msg: 'request completed' },
    ]);
  });
});
