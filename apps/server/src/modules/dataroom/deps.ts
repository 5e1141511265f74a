import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { StorageDriver } from '../../providers/storage';

export type DataRoomDeps = { db: Db; storage: StorageDriver; config: Pick<Config, 'dataroom'> };
