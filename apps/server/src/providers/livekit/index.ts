import type { Config } from '../../config';

/** What the live module needs from a LiveKit server; null means local mode. */
export interface RoomGateway {
  readonly url: string;
  createRoom(name: string, opts: { emptyTimeoutSeconds: number; maxParticipants: number }): Promise<void>;
  deleteRoom(name: string): Promise<void>;
  listParticipants(name: string): Promise<{ identity: string; name: string }[]>;
  /** Publishes JSON to every participant as a reliable data packet. */
  sendData(name: string, payload: unknown): Promise<void>;
  /** A join token with the narrowest grants for one user in one room. */
  mintToken(args: { room: string; identity: string; name: string; ttlSeconds: number }): Promise<string>;
  /** How many rooms the server has open (the diagnostics check). */
  countRooms(): Promise<number>;
  /** Verifies the signed webhook body; throws when the signature or checksum is wrong. */
  receiveWebhook(body: string, authorization: string | undefined): Promise<{ id: string; event: string; room: string | null; identity: string | null }>;
}

/** livekit-server-sdk loads only when LiveKit is configured (it is large and rarely needed). */
export async function createRoomGateway(config: Config['livekit']): Promise<RoomGateway | null> {
  if (!config.url || !config.apiKey || !config.apiSecret) return null;
  const { AccessToken, DataPacket_Kind, RoomServiceClient, WebhookReceiver } = await import('livekit-server-sdk');
  const { url, apiKey, apiSecret } = config;
  const rooms = new RoomServiceClient(url, apiKey, apiSecret, { failover: false });
  const webhooks = new WebhookReceiver(apiKey, apiSecret);
  const encoder = new TextEncoder();
  return {
    url,
    async createRoom(name, opts) {
      await rooms.createRoom({ name, emptyTimeout: opts.emptyTimeoutSeconds, maxParticipants: opts.maxParticipants });
    },
    async deleteRoom(name) {
      await rooms.deleteRoom(name);
    },
    async listParticipants(name) {
      const list = await rooms.listParticipants(name);
      return list.map((p) => ({ identity: p.identity, name: p.name }));
    },
    async countRooms() {
      return (await rooms.listRooms()).length;
    },
    async sendData(name, payload) {
      await rooms.sendData(name, encoder.encode(JSON.stringify(payload)), DataPacket_Kind.RELIABLE, {});
    },
    async mintToken({ room, identity, name, ttlSeconds }) {
      const token = new AccessToken(apiKey, apiSecret, { identity, name, ttl: ttlSeconds });
      token.addGrant({ roomJoin: true, room, canPublish: true, canPublishData: true, canSubscribe: true });
      return token.toJwt();
    },
    async receiveWebhook(body, authorization) {
      const event = await webhooks.receive(body, authorization);
      return { id: event.id, event: event.event, room: event.room?.name ?? null, identity: event.participant?.identity ?? null };
    },
  };
}
