import { afterEach, describe, expect, it, vi } from 'vitest';
import { unregisterDemoWorker } from './demo-service-worker';

const registration = (scriptURL: string) => ({ active: { scriptURL }, waiting: null, installing: null, unregister: vi.fn(async () => true) });

describe('unregisterDemoWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("unregisters the demo's mock service worker and leaves others alone", async () => {
    const demo = registration('http://localhost/mockServiceWorker.js');
    const other = registration('http://localhost/sw.js');
    vi.stubGlobal('navigator', { serviceWorker: { getRegistrations: async () => [demo, other] } });
    await unregisterDemoWorker();
    expect(demo.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are not available', async () => {
    vi.stubGlobal('navigator', {});
    await expect(unregisterDemoWorker()).resolves.toBeUndefined();
  });
});
