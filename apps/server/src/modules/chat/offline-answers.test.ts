import { createOfflineProvider } from '@uc/offline-engine';
import { describe, expect, it } from 'vitest';

const llm = createOfflineProvider();
const PROFILE = { startup_name: 'PawPal', idea: 'On-demand dog walking booked in one tap', target_customers: 'Busy dog owners in Berlin', industry: 'pet care', business_model: '79 EUR per month', stage: 'mvp', team_size: 3 };
const answer = async (agentId: string, userMessage: string) =>
  (await llm.generateText({ system: '', messages: [{ role: 'user', content: userMessage }], purpose: { kind: 'agent-chat', agentId, userMessage, profile: PROFILE } })).text;

describe('offline engine answers', () => {
  it('lead with a recommendation, say in one line what they are based on, and paste no profile block', async () => {
    const text = await answer('marketing', 'Create a marketing strategy');
    expect(text).toMatch(/^## Marketing: /);
    expect(text).toMatch(/\n\*\*Recommendation:\*\* .+\.\n/);
    expect(text).toMatch(/_Based on the startup model: PawPal, .*MVP stage.*Germany/);
    expect(text).not.toContain('### Your context');
    expect(text).not.toContain('**Idea:**');
    // Profile phrases keep their grammar: "busy dog owners", never "Busy dog owners" mid-sentence.
    expect(text).not.toMatch(/[a-z,] Busy dog owners/);
    expect(text).toContain('_Offline mode:');
  });

  it('answer the question’s intent: a pricing question gets pricing advice with the startup model’s numbers', async () => {
    const text = await answer('strategic', 'How much should we charge?');
    expect(text).toContain('### Price and model');
    expect(text).toMatch(/From the startup model: revenue per \w+: €[\d.,]+ a month/);
    expect(text).not.toContain('### Architecture');
  });

  it('a team synthesis names agreements, disagreements, one decision and the next actions', async () => {
    const answers = await Promise.all(['strategic', 'product', 'technical'].map(async (agentId) => ({ agentId, text: await answer(agentId, 'Should we launch next month?') })));
    const { text } = await llm.generateText({ system: '', messages: [], purpose: { kind: 'synthesis', userMessage: 'Should we launch next month?', answers, profile: PROFILE } });
    expect(text).toContain('### Where we agree');
    // No options were weighed, so no disagreement is announced (issue 38 §4).
    expect(text).toContain('### What each of us puts first');
    expect(text).not.toContain('### Where we disagree');
    expect(text).toContain('### Decision');
    expect(text).toMatch(/### Next three actions\n1\. .+\n2\. .+\n3\. .+/);
    expect(text).toContain('_Offline mode:');
  });
});
