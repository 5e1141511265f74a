import { formatMoney, keyFigures } from '@uc/startup-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { getStartupModelForUser } from '../startup/service';

/** Issue 24: suggestions fit the startup; executing one delivers what it names (offline engine). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

async function founder(profile: Record<string, unknown>) {
  const user = await signUp(ctx);
  const put = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile });
  expect(put.statusCode).toBe(200);
  return user;
}
const process = (auth: Record<string, string>, description: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/process', headers: auth, payload: { description } }).then((r) => r.json());

describe('orchestrator suggestions and deliverables', () => {
  it('vary by archetype and country, and the executed market analysis quotes the startup model’s TAM, SAM and SOM', async () => {
    const clinic = await founder({ startup_name: 'ChairTime', idea: 'Scheduling and reminders for dental clinics in the United States', target_customers: 'Independent dental clinics', industry: 'dental health software', business_model: '$149 per clinic per month subscription', stage: 'mvp' });
    const savings = await founder({ startup_name: 'Kolo', idea: 'A savings app in Nigeria for market traders', target_customers: 'Market traders in Lagos', industry: 'fintech savings', business_model: '1% fee on withdrawals', stage: 'mvp' });
    const a = await process(clinic.auth, 'What should we do first?');
    const b = await process(savings.auth, 'What should we do first?');
    const titles = (r: { suggestions: { title: string }[] }) => r.suggestions.map((s) => s.title);
    expect(titles(a)).not.toEqual(titles(b));
    expect(titles(a)).toContain('Legal checklist: HIPAA and HITECH Act');
    expect(titles(b).some((t) => t.includes('CBN licensing'))).toBe(true);

    const market = a.suggestions.find((s: { action: string }) => s.action === 'market_analysis');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/execute-suggestion', headers: clinic.auth, payload: { suggestion_id: market.id, agent_id: market.agentId, action: market.action, parameters: market.parameters } });
    expect(res.statusCode).toBe(200);
    const result: string = res.json().result;
    const { model } = await getStartupModelForUser(ctx.db, clinic.userId);
    const f = keyFigures(model);
    // US dental clinics have no official count in the populations table: the market is to be sized, never $0.
    expect(f.market_sized).toBe(false);
    expect(result).toMatch(/market to be sized/i);
    expect(result).not.toContain(formatMoney(0, model.currency));
    expect(result).toContain('| Dentrix | practice-management incumbent |');
    expect(result).toContain('Prompted by your question: “What should we do first?”');
    expect(result).toContain('Offline mode');
    // Filed as a document in the data room, under the market-analysis checklist item.
    expect(result).toContain('_Filed in the data room as market-analysis.md._');
    const files = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files?q=market', headers: clinic.auth });
    expect(files.statusCode).toBe(200);
    const filed = files.json().files.find((x: { name: string }) => x.name === 'market-analysis.md');
    expect(filed).toMatchObject({ checklist_item: 'market_analysis' });
  });

  it('files the legal checklist and the marketing plan in the data room, and the stored “Done: …” names what was delivered', async () => {
    const clinic = await founder({ startup_name: 'ChairTime', idea: 'Scheduling and reminders for dental clinics in the United States', target_customers: 'Independent dental clinics', industry: 'dental health software', business_model: '$149 per clinic per month subscription', stage: 'mvp' });
    const stream = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: clinic.auth, payload: { message: 'What should we do first?' } });
    const threadId = stream.body.match(/"thread_id":"([^"]+)"/)![1];
    const { suggestions } = await process(clinic.auth, 'What should we do first?');
    const run = async (action: string) => {
      const s = suggestions.find((x: { action: string }) => x.action === action);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/orchestrator/execute-suggestion', headers: clinic.auth, payload: { suggestion_id: s.id, agent_id: s.agentId, action, parameters: s.parameters, thread_id: threadId } });
      expect(res.statusCode).toBe(200);
      return res.json() as { result: string; message_id: string };
    };
    const stored = async (id: string) => {
      const thread = await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/threads/${threadId}`, headers: clinic.auth });
      return thread.json().messages.find((m: { id: string }) => m.id === id).content as string;
    };
    const listed = async (name: string) => {
      const files = await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/files?q=${name.split('.')[0]}`, headers: clinic.auth });
      return files.json().files.filter((x: { name: string }) => x.name === name);
    };

    const legal = await run('legal_setup');
    expect(legal.result).toContain('HIPAA');
    expect(legal.result).toContain('_Filed in the data room as legal-checklist.md._');
    const [legalFile] = await listed('legal-checklist.md');
    // In Legal Documents, but it fills no checklist item: a checklist is not the certificate of incorporation.
    expect(legalFile).toMatchObject({ checklist_item: null });
    const folders = (await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files', headers: clinic.auth })).json().all_folders;
    expect(folders.find((f: { id: string }) => f.id === legalFile.folder_id).name).toBe('Legal Documents');
    const legalDone = await stored(legal.message_id);
    expect(legalDone).toContain('**Done: Legal set-up checklist for ChairTime in the United States: HIPAA, HITECH Act and State sales tax and economic nexus**');
    expect(legalDone).not.toContain('Set up the legal basics');

    const marketing = await run('marketing_strategy');
    expect(marketing.result).toContain('_Filed in the data room as marketing-plan.md._');
    expect(await listed('marketing-plan.md')).toHaveLength(1);
    const marketingDone = await stored(marketing.message_id);
    expect(marketingDone).toMatch(/^\*\*Done: Marketing plan for ChairTime: first channels for independent dental clinics\*\*/);
    expect(marketingDone).not.toContain('Create a marketing strategy');

    // Run again: a new version of the same file, not a second file.
    await run('legal_setup');
    const again = await listed('legal-checklist.md');
    expect(again).toHaveLength(1);
    expect(again[0].version).toBe(2);
  });

  it('the legal suggestion names the rules of this business: passenger licensing for ride-hailing, not for a parking marketplace', async () => {
    const rides = await founder({ startup_name: 'RideNow', idea: 'A ride-hailing app for airport transfers in London', target_customers: 'Travellers in London', industry: 'transport', business_model: '20% commission per ride', stage: 'mvp' });
    const parking = await founder({ startup_name: 'DriveSpot', idea: 'A marketplace where homeowners in Manchester rent out their driveways as car parking spaces to commuters', target_customers: 'Commuters and homeowners in Manchester', industry: 'car parking', business_model: '15% commission on each booking', stage: 'mvp' });
    const legalTitle = async (auth: Record<string, string>) => (await process(auth, 'What should we do first?')).suggestions.find((s: { action: string }) => s.action === 'legal_setup').title as string;
    expect(await legalTitle(rides.auth)).toContain('passenger-transport licensing');
    const parkingTitle = await legalTitle(parking.auth);
    expect(parkingTitle).not.toContain('passenger');
    expect(parkingTitle).toContain('parking-space rental rules');
  });
});
