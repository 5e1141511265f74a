import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events';
import type { RoomGateway } from '../../providers/livekit';
import type { LlmProvider } from '../../providers/llm';
import type { TavusClient } from '../../providers/tavus';
import type { SessionHub } from './hub';

export type LiveDeps = {
  db: Db;
  llm: LlmProvider;
  /** The LiveKit server; null runs sessions in local mode. */
  rooms: RoomGateway | null;
  tavus: TavusClient | null;
  config: Config;
  events: EventBus;
  hub: SessionHub;
  log: { warn: (obj: unknown, msg?: string) => void };
};
