import { createOfflineProvider } from '@uc/offline-engine';
import { describe, expect, it } from 'vitest';

const llm = createOfflineProvider();
const PROFILE = { startup_name: 'PawPal', idea: 'On-demand dog walking booked in one tap', target_customers: 'busy dog owners in Berlin', industry: 'pet care', business_model: '79 EUR per month', stage: 'mvp', team_size: 3 };
const answer = async (agentId: string, userMessage: string) =>
  (await llm.generateText({ system: '', messages: [{ role: 'user', content: userMessage }], purpose: { kind: 'agent-chat', agentId, userMessage, profile: PROFILE } })).text;

describe('offline engine answers', () => {
  it('are built around the profile and read grammatically, whatever the question’s wording', async () => {
    const text = await answer('marketing', 'Create a marketing strategy');
    expect(text).toContain('**For** busy dog owners in Berlin who want on-demand dog walking booked in one tap, **PawPal** is the pet care product');
    expect(text).not.toMatch(/struggle with create/i);
    expect(text).toContain('### Launch and marketing');
    const tech = await answer('technical', 'How should we find our first customers?');
    expect(tech).not.toContain('"How should we find');
    expect(tech).toContain('### Finding customers');
    expect(tech).toContain("PawPal's core flow");
  });

  it('answer the question’s intent: pricing gets pricing advice with the founder’s model', async () => {
    const text = await answer('strategic', 'How much should we charge?');
    expect(text).toContain('### Pricing');
    expect(text).toContain('Your model today: 79 EUR per month');
  });

  it('a team synthesis names agreements, disagreements and the next three actions', async () => {
    const answers = await Promise.all(['strategic', 'product', 'technical'].map(async (agentId) => ({ agentId, text: await answer(agentId, 'Should we launch next month?') })));
    const { text } = await llm.generateText({ system: '', messages: [], purpose: { kind: 'synthesis', userMessage: 'Should we launch next month?', answers } });
    expect(text).toContain('### Where we agree');
    expect(text).toContain('### Where we disagree');
    expect(text).toMatch(/### Next three actions[^\n]*\n1\. .+\n2\. .+\n3\. .+/);
  });
});
