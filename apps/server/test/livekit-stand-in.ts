import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

export type TwirpCall = { method: string; body: Record<string, unknown>; authorization: string };

/**
 * A LiveKit server stand-in on 127.0.0.1 speaking the RoomService Twirp API the server SDK
 * calls (POST /twirp/livekit.RoomService/<Method>, JSON): records every call with its bearer
 * token; `participants` is what ListParticipants answers per room.
 */
export async function startLiveKitStandIn(opts: { apiKey: string; apiSecret: string }) {
  const calls: TwirpCall[] = [];
  const participants = new Map<string, { identity: string; name: string }[]>();
  const rooms = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const match = req.url?.match(/^\/twirp\/livekit\.RoomService\/(\w+)$/);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !match) return send(404, { code: 'bad_route', msg: `no route ${req.method} ${req.url}` });
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ method: match[1], body, authorization: req.headers.authorization ?? '' });
      const room = String(body.room ?? body.name ?? '');
      switch (match[1]) {
        case 'CreateRoom':
          rooms.add(room);
          return send(200, { sid: `RM_${room}`, name: room, emptyTimeout: body.emptyTimeout, maxParticipants: body.maxParticipants, creationTime: '0' });
        case 'DeleteRoom':
          rooms.delete(room);
          return send(200, {});
        case 'ListRooms':
          return send(200, { rooms: [...rooms].map((name) => ({ sid: `RM_${name}`, name })) });
        case 'ListParticipants':
          return send(200, { participants: (participants.get(room) ?? []).map((p) => ({ sid: `PA_${p.identity}`, identity: p.identity, name: p.name, state: 'ACTIVE' })) });
        case 'SendData':
          return send(200, {});
        default:
          return send(404, { code: 'bad_route', msg: `no stand-in for ${match[1]}` });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    calls,
    participants,
    rooms,
    /** Signs a webhook body as LiveKit does: a JWT from the API key with the body's sha256. */
    async signWebhook(body: string, secret = opts.apiSecret) {
      const sha256 = createHash('sha256').update(body).digest('base64');
      return new SignJWT({ sha256 }).setProtectedHeader({ alg: 'HS256' }).setIssuer(opts.apiKey).setExpirationTime('5m').setNotBefore(new Date()).sign(new TextEncoder().encode(secret));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
