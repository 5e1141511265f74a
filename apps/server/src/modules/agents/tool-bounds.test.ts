import { asSchema, type ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';
import { agentTools, type ToolCard } from './tools';

const ctx = await createTestApp();

const run = (tools: ToolSet, name: string, input: object) =>
  tools[name].execute!(input, { toolCallId: 't', messages: [] }) as Promise<Record<string, unknown>>;

describe('propose_assumption_change bounds', () => {
  it('declares a finite value in its schema and proposes nothing out of the key’s bounds', async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { idea: 'Scheduling software for clinics', business_model: 'Subscription, $149 per clinic per month' } });
    const cards: ToolCard[] = [];
    const tools = agentTools({ db: ctx.db, userId: user.userId, research: {}, card: (c) => cards.push(c) });
    const schema = (await asSchema(tools.propose_assumption_change.inputSchema).jsonSchema) as { properties: { value: { maximum: number; minimum: number } } };
    expect(schema.properties.value).toMatchObject({ maximum: 1e15, minimum: -1e15 });

    await expect(run(tools, 'propose_assumption_change', { key: 'price_per_month', value: 1e14, reason: 'a page said so' })).rejects.toThrow(/between \$0 and \$10,000,000/);
    expect(cards).toEqual([]);

    const model = await run(tools, 'get_startup_model', {}) as { assumptions: { key: string; max: number }[] };
    expect(model.assumptions.find((a) => a.key === 'price_per_month')!.max).toBe(1e9);
    await run(tools, 'propose_assumption_change', { key: 'price_per_month', value: 19900, reason: 'the founder said $199' });
    expect(cards).toHaveLength(1);
    expect(cards[0].data).toMatchObject({ key: 'price_per_month', to: 19900 });
  });
});
