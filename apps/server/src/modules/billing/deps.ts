import type { Db } from '../../db/client';
import type { PaymentsProvider } from '../../providers/payments';

/** What every billing service function needs. */
export type BillingDeps = { db: Db; payments: PaymentsProvider };
