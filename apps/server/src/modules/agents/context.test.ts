import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { recordingModel } from '../../../test/recording-model';
import { parseSse } from '../../../test/sse';
import { multipart } from '../dataroom/test-files';

/**
 * Issue 24 §4: the model path gets the same context as the offline advisor. A stand-in model
 * records every request; the tests read the prompts it was sent.
 */
const { llm: standIn, seen } = recordingModel();

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp({ llm: standIn });
  user = await signUp(ctx);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/chat/startup-profile',
    headers: user.auth,
    payload: { startup_name: 'ChairTime', idea: 'Scheduling and patient reminders for dental clinics in the United States', target_customers: 'Independent dental clinics', industry: 'dental health software', business_model: '$149 per clinic per month subscription', stage: 'mvp', team_size: 2 },
  });
  expect(put.statusCode).toBe(200);
  const upload = async (name: string, text: string) => {
    const body = multipart(name, Buffer.from(text));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  await upload('clinic-interviews.txt', 'Interview notes. Three clinics said their Dentrix reminders are unreliable and they worry about HIPAA when texting patients.');
  await upload('pricing-notes.txt', 'We tested $149 per clinic. Two clinics asked for an annual plan.');
  await upload('holiday-plan.txt', 'Team offsite in June, nothing about customers.');
});

const chat = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload });
const lastAgentPrompt = () => seen.filter((r) => r.purpose?.kind === 'agent-chat').at(-1)!;

describe('agent prompts on the model path', () => {
  it('carry the archetype and key numbers, the facts for the named entities, and the top data-room excerpts with file names', async () => {
    seen.length = 0;
    const res = await chat({ message: 'Do we need HIPAA BAAs before we send reminders to Dentrix clinics?', agent_id: 'operations' });
    expect(res.statusCode).toBe(200);
    const req = lastAgentPrompt();
    expect(req.system).toContain('archetype B2B SaaS subscription (b2b_saas)');
    expect(req.system).toMatch(/Key numbers \(computed by the startup model[^\n]*\n- revenue per \w+ \$[\d,.]+\/month \([^)]+\)\n[\s\S]*\n- (TAM \$|market to be sized)/);
    expect(req.system).toContain('- HIPAA (the United States; HIPAA Privacy, Security and Breach Notification Rules, 45 CFR Parts 160 and 164, 1996)');
    expect(req.system).toContain('- Business Associate Agreement (BAA)');
    expect(req.system).toContain('- Dentrix: practice-management incumbent');
    expect(req.system).toMatch(/- \[clinic-interviews\.txt, id [0-9a-f-]{36}\] [^\n]*Dentrix reminders are unreliable/);
    expect(req.system).not.toContain('holiday-plan.txt');
    // The offline purpose gets the model too, so a fallback answer would use the same numbers.
    expect(req.purpose).toMatchObject({ kind: 'agent-chat', startup: { archetype: 'b2b_saas', country: 'US' } });
  });

  it('a follow-up carries the thread: earlier turns in the messages and in the offline purpose', async () => {
    const first = parseSse((await chat({ message: 'Should we send reminders by SMS or WhatsApp?', agent_id: 'technical' })).body);
    const { thread_id } = first.find((c) => c.type === 'data-thread')!.data as { thread_id: string };
    seen.length = 0;
    await chat({ thread_id, message: 'And what would the second one cost?', agent_id: 'technical' });
    const req = lastAgentPrompt();
    expect(req.messages.map((m) => m.content)).toEqual(['Should we send reminders by SMS or WhatsApp?', '[Taylor Tech] Stand-in answer.', 'And what would the second one cost?']);
    expect(req.system).toContain('Thread: 2 earlier messages are included');
    expect(req.purpose).toMatchObject({ kind: 'agent-chat', history: [{ role: 'user', content: 'Should we send reminders by SMS or WhatsApp?' }, { role: 'assistant' }] });
  });

  it('an executed suggestion carries the question that produced it', async () => {
    const proc = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/process', headers: user.auth, payload: { description: 'How do we compete with Weave?', agent_ids: ['strategic'] } });
    expect(proc.statusCode).toBe(200);
    const suggestion = proc.json().suggestions[0];
    expect(suggestion.parameters.question).toBe('How do we compete with Weave?');
    seen.length = 0;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/execute-suggestion', headers: user.auth, payload: { suggestion_id: suggestion.id, agent_id: suggestion.agentId, action: suggestion.action, parameters: suggestion.parameters } });
    expect(res.statusCode).toBe(200);
    const req = seen.at(-1)!;
    expect(req.purpose).toMatchObject({ kind: 'deliverable', action: 'market_analysis', question: 'How do we compete with Weave?' });
    expect(req.messages.at(-1)!.content).toContain("The founder's question that led to this: How do we compete with Weave?");
    expect(req.system).toContain('- Weave: patient-communication and payments platform');
  });
});
