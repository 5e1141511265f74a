import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const SERVER_ENTRY: string;
export declare const WEB_INDEX: string;

export type BuildTargets = { web?: boolean; server?: boolean };
export declare function staleBuilds(opts?: BuildTargets): Array<'web' | 'server'>;
export declare function buildIfStale(opts?: BuildTargets): void;
export declare function freePort(): Promise<number>;
export declare function sleep(ms: number): Promise<void>;
export declare function waitForHealth(url: string, child?: ChildProcess, timeoutMs?: number, intervalMs?: number): Promise<number>;
export declare function stopChild(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
export declare function tempDir(prefix: string): string;
export declare function removeDir(dir: string): void;

export type RunningServer = {
  url: string;
  /** The apps origin: the second listener serving deployed apps and previews (APPS_PORT). */
  appsUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  startupMs: number;
  stop: () => Promise<void>;
  logs: () => string;
};
export declare function startServer(opts?: {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  echo?: boolean;
  timeoutMs?: number;
}): Promise<RunningServer>;
