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
