import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createLlmProvider } from '.';
import type { TextRequest } from './types';

const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', DATA_DIR: '/tmp/uc-llm-test' };
const chat = (agentId: string, userMessage = 'How do we get our first 10 customers?'): TextRequest => ({
  system: 'x',
  messages: [{ role: 'user', content: userMessage }],
  purpose: { kind: 'agent-chat', agentId, userMessage, profile: { startup_name: 'PawPal', idea: 'Dog walking on demand', team_size: 2 } },
});

describe('LLM configuration', () => {
  it('defaults to the offline engine and validates provider settings', async () => {
    expect(loadConfig(base).llm).toEqual({});
    expect((await createLlmProvider(loadConfig(base))).kind).toBe('offline');
    expect(() => loadConfig({ ...base, LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LLM_PROVIDER: 'anthropic' })).toThrow(/LLM_API_KEY/);
    expect(() => loadConfig({ ...base, LLM_PROVIDER: 'gemini' })).toThrow(ConfigError);
    const openai = await createLlmProvider(loadConfig({ ...base, LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test' }));
    expect([openai.kind, openai.model]).toEqual(['openai', 'gpt-4o-mini']);
    const claude = await createLlmProvider(loadConfig({ ...base, LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k', LLM_MODEL: 'claude-sonnet-4-5' }));
    expect([claude.kind, claude.model]).toEqual(['anthropic', 'claude-sonnet-4-5']);
  });
});

describe('offline engine', async () => {
  const llm = await createLlmProvider({ llm: {} });

  it('is deterministic, agent-specific, structured and built from the message and profile', async () => {
    const a = await llm.generateText(chat('marketing'));
    const b = await llm.generateText(chat('marketing'));
    const c = await llm.generateText(chat('technical'));
    expect(a.text).toBe(b.text);
    expect(a.text).not.toBe(c.text);
    // The advisor leads with a recommendation in the agent's lens, based on the startup's own model.
    expect(a.text).toMatch(/^## Marketing: /);
    expect(a.text).toContain('**Recommendation:**');
    expect(a.text).toMatch(/_Based on the startup model: PawPal, /);
    expect(c.text).toMatch(/^## /);
    expect(c.text).not.toMatch(/^## Marketing/);
    expect(a.text).toContain('Offline mode');
    expect(a).toMatchObject({ model: 'offline-engine', finishReason: 'stop' });
  });

  it('streams the same text it generates, and apps are escaped single-file HTML', async () => {
    const stream = llm.streamText(chat('product'));
    let text = '';
    for await (const d of stream.textStream) text += d;
    expect(text).toBe((await llm.generateText(chat('product'))).text);
    expect((await stream.result).text).toBe(text);
    const app = await llm.generateText({ system: '', messages: [], purpose: { kind: 'app', request: 'Build a landing page for <script>alert(1)</script>', profile: null } });
    expect(app.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(app.text).not.toContain('<script>alert(1)</script>');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(llm.generateText({ ...chat('strategic'), signal: controller.signal })).rejects.toThrow(/aborted/);
  });
});
