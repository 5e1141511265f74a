import { tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ToolStep } from '../types';
import { engineFunctions, runTool } from './local-tools';

const tools = {
  search_data_room: tool({
    description: 'Full-text search of the data room.',
    inputSchema: z.object({ query: z.string().min(1).max(200) }),
    execute: async ({ query }) => ({ files: [`found ${query}`] }),
  }),
  get_startup_model: tool({ description: 'The startup model.', inputSchema: z.object({}), execute: async () => ({ currency: 'EUR' }) }),
};

describe('tools on the local engine', () => {
  it('offers the tools as functions with grammar-ready parameters', async () => {
    const fns = await engineFunctions(tools);
    expect(fns.map((f) => f.name)).toEqual(['search_data_room', 'get_startup_model']);
    expect(fns[0]).toMatchObject({ description: 'Full-text search of the data room.', params: { type: 'object', properties: { query: { type: 'string', minLength: 1, maxLength: 200 } } } });
    expect(fns[1]!.params).toBeUndefined();
  });

  it('runs a call in the server with the checked input, and reports its steps; a bad input is refused', async () => {
    const steps: ToolStep[] = [];
    const req = { system: '', messages: [], tools, onToolStep: (s: ToolStep) => steps.push(s) };
    expect(await runTool(req, { callId: 'c1', name: 'search_data_room', params: { query: 'pricing' } })).toEqual({ result: { files: ['found pricing'] } });
    expect(steps.map((s) => s.state)).toEqual(['running', 'done']);
    const bad = await runTool(req, { callId: 'c2', name: 'search_data_room', params: { query: '' } });
    expect(bad.error).toMatch(/Invalid input for search_data_room/);
    expect((await runTool(req, { callId: 'c3', name: 'drop_tables', params: {} })).error).toMatch(/no tool named drop_tables/);
    expect(steps.at(-1)).toMatchObject({ state: 'error', toolName: 'drop_tables' });
  });
});
