import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { LlmProvider } from '../../providers/llm';
import type { StorageDriver } from '../../providers/storage';

export type ProjectDeps = {
  db: Db;
  storage: StorageDriver;
  llm: LlmProvider;
  config: Pick<Config, 'appUrl' | 'apps'>;
  /** How long a model may take to write a project before the request fails (and is not charged). */
  generationTimeoutMs?: number;
  /** Where a model failure is reported for the operator (a refused key is named as such). */
  log?: { error: (obj: unknown, msg?: string) => void };
};
