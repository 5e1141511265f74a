import type { ChatMessage, DataRoomFile, StartupProfile, Thread } from '@uc/contract';
import type { StartupModel } from '@uc/startup-model';
import { HttpResponse } from 'msw';

export type DemoThread = Thread & { messages: ChatMessage[] };

/**
 * The state the demo's handler groups share (one browser tab, nothing saved): the founder's
 * profile and startup model, the credit balance, the threads and the data room's files.
 */
export type DemoContext = {
  profile: () => StartupProfile;
  /** The saved startup model, or the one built from the profile. */
  model: () => StartupModel;
  balance: () => number;
  /** Spends credits: plan credits first, then the rest (the server's order). */
  spend: (credits: number) => void;
  grant: (credits: number, kind: 'plan' | 'purchased') => void;
  /** Plan credits still available. */
  planCredits: () => number;
  /** A paid plan is active (video calls need one). */
  paidPlan: () => boolean;
  threads: DemoThread[];
  files: DataRoomFile[];
  /** The bytes of files made or uploaded in the demo (the sample files have none). */
  contents: Map<string, Uint8Array<ArrayBuffer>>;
};

export const fail = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

/** The 402 the server answers when the balance is short. */
export const needCredits = (needed: number, balance: number) => fail(402, `This needs ${needed} credits; you have ${balance}`);
