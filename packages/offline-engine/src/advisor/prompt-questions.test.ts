import { buildStartupModel } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { advisorPromptContext } from './prompt';

const profile = { startup_name: 'CEPcheck', idea: 'Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.', country: 'BR' };

describe('the model prompt lists the figures the model has not placed', () => {
  it('quotes each one and tells the model to ask rather than use the default', () => {
    const text = advisorPromptContext({ message: 'What should our price be?', profile, startup: buildStartupModel(profile) });
    expect(text).toContain('- "R$ 0,09 por endereço validado"');
    expect(text).toMatch(/ask which figure each is/);
  });

  it('says nothing of the kind once every figure is placed', () => {
    const placed = { ...profile, idea: 'Address validation API for Brazilian checkouts at R$ 90 per 1,000 calls.' };
    const text = advisorPromptContext({ message: 'What should our price be?', profile: placed, startup: buildStartupModel(placed) });
    expect(text).not.toContain('has not placed');
  });
});

describe('key numbers say what they rest on (issue 38 §3)', () => {
  const stated = { startup_name: 'Rota', idea: 'Shift rota app for UK care homes at £120 a month per home.', country: 'GB' };

  it("marks figures that rest on defaults as estimates to verify, never as the founder's", () => {
    const model = buildStartupModel(stated);
    const text = advisorPromptContext({ message: 'What are our numbers?', profile: stated, startup: model });
    expect(text).not.toContain('quote these, not your own');
    const line = (what: string) => text.split('\n').find((l) => l.startsWith(`- ${what}`)) ?? '';
    const cac = model.assumptions.find((a) => a.key === 'cac')!;
    expect(cac.provenance).toBe('default');
    expect(line('CAC ')).toContain(`rests on defaults to verify: ${cac.label.toLowerCase()}`);
    // The founder's price is the revenue per home, whatever the churn or growth defaults.
    expect(line('revenue per ')).toContain("(from the founder's figures)");
  });

  it("says a figure comes from the founder's figures when every assumption under it is theirs", () => {
    const model = buildStartupModel(stated);
    const own = { ...model, assumptions: model.assumptions.map((a) => ({ ...a, provenance: 'founder' as const })) };
    const text = advisorPromptContext({ message: 'What are our numbers?', profile: stated, startup: own });
    expect(text).not.toContain('rests on defaults to verify');
    expect(text).toMatch(/- revenue per \w+ £[\d,.]+\/month \(from the founder's figures\)/);
  });
});

describe('offline answers about numbers mention the figures not yet placed (issue 35 §2)', () => {
  it("quotes the founder's unplaced price next to the model's numbers", async () => {
    const { createOfflineProvider } = await import('../offline');
    const startup = buildStartupModel(profile);
    const { text } = await createOfflineProvider().generateText({
      system: '',
      messages: [],
      purpose: { kind: 'agent-chat', agentId: 'strategic', userMessage: 'How much should we charge?', profile, startup },
    });
    expect(text).toContain('Not yet in the model: you wrote “R$ 0,09 por endereço validado”');
    const placed = { ...profile, idea: 'Address validation API for Brazilian checkouts at R$ 90 per 1,000 calls.' };
    const other = await createOfflineProvider().generateText({
      system: '',
      messages: [],
      purpose: { kind: 'agent-chat', agentId: 'strategic', userMessage: 'How much should we charge?', profile: placed, startup: buildStartupModel(placed) },
    });
    expect(other.text).not.toContain('Not yet in the model');
  });

  it('never calls a price per desk unplaced when only the desks per customer are missing', async () => {
    const { createOfflineProvider } = await import('../offline');
    const desks = { startup_name: 'Rota', idea: 'Rota software for care homes, £4 per bed per month.', country: 'GB' };
    const { text } = await createOfflineProvider().generateText({
      system: '',
      messages: [],
      purpose: { kind: 'agent-chat', agentId: 'strategic', userMessage: 'How much should we charge?', profile: desks,
        startup: buildStartupModel(desks) },
    });
    expect(text).toContain('£4');
    expect(text).not.toContain('Not yet in the model');
  });
});

describe('pricing advice for a desk rented by the month', () => {
  it('offers no free plan to freelancers renting desks', async () => {
    const { createOfflineProvider } = await import('../offline');
    const desks = { startup_name: 'DeskHive', idea: 'Coworking space in Lisbon for freelancers, €180 per desk per month.' };
    const startup = buildStartupModel(desks);
    expect(startup.archetype).toBe('consumer_subscription');
    const { text } = await createOfflineProvider().generateText({
      system: '',
      messages: [],
      purpose: { kind: 'agent-chat', agentId: 'strategic', userMessage: 'How should we price?', profile: desks, startup },
    });
    expect(text).toContain('€180');
    // The model keeps its archetype's name; the advice offers no free plan.
    expect(text).not.toMatch(/using freemium|^- freemium:|free to start/im);
    expect(text).toMatch(/using a consumer subscription/);
  });
});
