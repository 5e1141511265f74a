import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/uc-config-test', JWT_SECRET: 'x'.repeat(32), LLM_PROVIDER: 'openai', LLM_API_KEY: 'k' };

describe('LLM_TOOLS', () => {
  it('reads on/off and the usual spellings of a switch (true, false, 1, 0, yes, no)', () => {
    for (const on of ['on', 'true', 'TRUE', '1', 'yes', ' on ']) expect(loadConfig({ ...base, LLM_TOOLS: on }).llm.tools, on).toBe(true);
    for (const off of ['off', 'false', '0', 'no', 'Off']) expect(loadConfig({ ...base, LLM_TOOLS: off }).llm.tools, off).toBe(false);
    expect(loadConfig({ ...base }).llm.tools).toBe(true);
  });

  it('refuses anything else with a clear message', () => {
    expect(() => loadConfig({ ...base, LLM_TOOLS: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LLM_TOOLS: 'maybe' })).toThrow(/LLM_TOOLS/);
  });
});

describe('LLM_PROVIDER=local', () => {
  const local = { DATA_DIR: '/tmp/uc-config-test', JWT_SECRET: 'x'.repeat(32), LLM_PROVIDER: 'local' };
  it('needs no key; the model source and checksum are read', () => {
    const sha = 'ab'.repeat(32);
    expect(loadConfig({ ...local, LLM_LOCAL_MODEL_URL: 'http://models.test/m.gguf', LLM_LOCAL_MODEL_SHA256: sha }).llm).toMatchObject({
      provider: 'local',
      localModelUrl: 'http://models.test/m.gguf',
      localModelSha256: sha,
    });
  });

  it('refuses a checksum that is not a SHA-256', () => {
    expect(() => loadConfig({ ...local, LLM_LOCAL_MODEL_SHA256: 'abc' })).toThrow(/LLM_LOCAL_MODEL_SHA256/);
  });
});
