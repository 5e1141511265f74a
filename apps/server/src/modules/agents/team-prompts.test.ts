import { describe, expect, it } from 'vitest';
import { AGENT_IDS } from '@uc/contract';
import { AGENTS } from './catalog';
import { agentRequest, synthesisRequest } from './runner';

// Issue 38 §4: each agent knows it is one of five and what the others cover; no request orders conflict.
describe('team prompts', () => {
  const requests = AGENT_IDS.map((agentId) => agentRequest({ agentId, message: 'How should we price?', profile: null }));

  it('tells each agent it is one of five and names what the four others cover', () => {
    AGENT_IDS.forEach((id, i) => {
      const system = requests[i].system ?? '';
      expect(system).toMatch(/one of five/i);
      for (const other of AGENT_IDS.filter((o) => o !== id)) {
        expect(system).toContain(`${AGENTS[other].name} (${AGENTS[other].role})`);
      }
      expect(system).not.toContain(`${AGENTS[id].name} (${AGENTS[id].role})`);
    });
  });

  it('no request tells the model to find disagreement; the synthesis reports agreement as agreement', () => {
    const answers = [
      { agentId: 'strategic' as const, text: 'Charge £9 a month.' },
      { agentId: 'product' as const, text: 'Charge £9 a month.' },
    ];
    const synth = synthesisRequest({ message: 'How should we price?', answers, profile: null });
    for (const r of [...requests, synth]) expect(`${r.system}`).not.toMatch(/naming concrete disagreements|find disagreement/i);
    expect(synth.system).toMatch(/agree.*say so/i);
    expect(synth.system).toMatch(/only where .*differ/i);
  });
});

// Issue 38 §5: the App Builder's request carries the startup profile and the model's prices.
describe('app request', () => {
  it("lists the model's prices in its currency, the founder's marked as theirs and defaults as examples", async () => {
    const { buildStartupModel } = await import('@uc/startup-model');
    const { appRequest } = await import('./runner');
    const startup = buildStartupModel({ startup_name: 'Rota', idea: 'Shift rota app for UK care homes at £120 a month per home.', country: 'GB' });
    const req = appRequest({ message: 'Build a pricing page', profile: null, startup });
    expect(req.system).toContain('Prices from the startup model (currency GBP');
    expect(req.system).toMatch(/- [^\n]+: £120(\.00)? \(the founder's price\)/);
    expect(appRequest({ message: 'Build a pricing page', profile: null }).system).not.toContain('Prices from the startup model');
  });
});
