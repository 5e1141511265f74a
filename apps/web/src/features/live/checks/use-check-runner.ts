import { useCallback, useRef, useState } from 'react';
import type { CheckState } from './check-list';
import type { CheckResult } from './checks';

export type CheckDef = { name: string; run: () => Promise<CheckResult> | CheckResult };

/** Runs checks one at a time (or all, in order) and keeps their states. */
export function useCheckRunner(defs: CheckDef[]) {
  const initial = () => defs.map((d): CheckState => ({ name: d.name, status: 'pending' }));
  const [checks, setChecks] = useState<CheckState[]>(initial);
  const [busy, setBusy] = useState(false);
  const defsRef = useRef(defs);
  defsRef.current = defs;

  const runOne = async (i: number) => {
    setChecks((c) => c.map((x, j) => (j === i ? { ...x, status: 'running', result: undefined } : x)));
    let result: CheckResult;
    try {
      result = await defsRef.current[i].run();
    } catch (error) {
      result = { ok: false, message: (error as Error).message, details: [] };
    }
    setChecks((c) => c.map((x, j) => (j === i ? { ...x, status: result.ok ? 'success' : 'error', result } : x)));
    return result;
  };

  const run = useCallback(async (i: number) => {
    setBusy(true);
    try {
      await runOne(i);
    } finally {
      setBusy(false);
    }
  }, []);

  const runAll = useCallback(async () => {
    setBusy(true);
    try {
      for (let i = 0; i < defsRef.current.length; i++) await runOne(i);
    } finally {
      setBusy(false);
    }
  }, []);

  const reset = useCallback(() => setChecks(initial()), []); // eslint-disable-line react-hooks/exhaustive-deps
  return { checks, busy, run, runAll, reset };
}
