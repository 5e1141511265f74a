import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BROWSER_TEMPLATES } from '@uc/contract';
import { APP_OWN_FILES, offlineEdit, offlineProject, readPrompt, worstShare } from '@uc/offline-engine';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ARCHETYPE_PROMPTS, FOUNDER_PROFILE } from './archetype-prompts.fixture';
import { buildProject, type BuildOutput } from './builder';

function run(out: BuildOutput) {
  const html = out.files.find((f) => f.path === 'index.html')!.body;
  const js = out.files.find((f) => f.path === 'app.js')!.body;
  const dom = new JSDOM(html.replace('<script defer src="./app.js"></script>', ''), { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(js);
  return dom.window.document;
}

describe('offline app archetypes', () => {
  it('reads the archetype, nouns, fields and formula from the prompt', () => {
    for (const [archetype, prompt] of Object.entries(ARCHETYPE_PROMPTS)) expect(readPrompt(prompt).spec.archetype).toBe(archetype);
    const calc = readPrompt(ARCHETYPE_PROMPTS.calculator).spec;
    expect(calc.fields.map((f) => [f.label, f.type])).toEqual([['Missed appointments', 'number'], ['Average fee', 'money']]);
    expect(calc.outputs![0].expr).toBe('missedAppointments * averageFee');
    const tracker = readPrompt(ARCHETYPE_PROMPTS.tracker).spec;
    expect(tracker.noun).toEqual({ one: 'tutor', many: 'tutors', article: 'a' });
    expect(tracker.fields.map((f) => f.label)).toEqual(['Name', 'Subject', 'Hours', 'Fee']);
    expect(readPrompt('An appointment tracker').spec).toMatchObject({ archetype: 'tracker', noun: { one: 'appointment', article: 'an' } });
    expect(readPrompt('A tracker for my orders').spec.noun).toEqual({ one: 'order', many: 'orders', article: 'an' });
    expect(readPrompt('A booking page for appointments').spec).toMatchObject({ archetype: 'form', noun: { one: 'appointment', many: 'appointments' } });
    expect(readPrompt('A dashboard of our booking form submissions').spec.archetype).toBe('dashboard');
    expect(readPrompt('A gear listing').spec.noun.many).toBe('gear items');
    const gear = readPrompt(ARCHETYPE_PROMPTS.directory).spec;
    expect(gear.fields.find((f) => f.id === 'category')!.options).toEqual(['Camping', 'Climbing', 'Water sports']);
    expect(gear.rows!.map((r) => r.gearItem)).toEqual(['Two-person tent', 'Climbing harness', 'Touring kayak', 'Down sleeping bag']);
    expect(readPrompt(ARCHETYPE_PROMPTS.form).spec.fields.find((f) => f.id === 'treatment')).toMatchObject({ type: 'select', required: true });
    expect(readPrompt(ARCHETYPE_PROMPTS.dashboard).spec.currency).toBe('KES');
    expect(readPrompt('A tip calculator: tip % of the bill split between people').spec.outputs![0].expr).toContain('tipPercent');
  });

  it('says when no archetype fits and builds the closest one', () => {
    const { spec, notes } = readPrompt('Something that sings to my cat');
    expect(spec.archetype).toBe('tracker');
    expect(notes[0]).toMatch(/No app type matched/);
    expect(offlineProject('Something that sings to my cat', 'react-app').files.find((f) => f.path === 'README.md')!.content).toContain('What differs from the request');
  });

  // scripts/measure-apps.ts prints the same figures, and those of the ten prompts.
  it.each(BROWSER_TEMPLATES)('gives eight different apps in %s: their code shares at most 40 percent of its lines, scaffold included', (template) => {
    const projects = Object.values(ARCHETYPE_PROMPTS).map((p) => offlineProject(p, template).files);
    const own = worstShare(projects, APP_OWN_FILES).share;
    const whole = worstShare(projects).share;
    console.log(`${template}: two archetypes share at most ${(own * 100).toFixed(1)}% of the app's own lines, ${(whole * 100).toFixed(1)}% of the whole project's`);
    expect(own).toBeLessThanOrEqual(0.4);
    expect(whole).toBeLessThanOrEqual(0.4);
    // One founder's apps share the startup's name and palette, and still differ.
    expect(worstShare(Object.values(ARCHETYPE_PROMPTS).map((p) => offlineProject(p, template, FOUNDER_PROFILE).files)).share).toBeLessThanOrEqual(0.4);
  });

  it.each(BROWSER_TEMPLATES)('builds every archetype in %s and the page renders it', async (template) => {
    for (const prompt of Object.values(ARCHETYPE_PROMPTS)) {
      const project = offlineProject(prompt, template);
      const doc = run(await buildProject(template, project.files));
      for (let i = 0; i < 100 && !doc.querySelector('h1'); i++) await new Promise((r) => setTimeout(r, 20));
      expect(doc.querySelector('h1')?.textContent, `${template}: ${prompt}`).toBeTruthy();
      expect(doc.body.textContent).toContain(project.spec.title);
    }
  });
});

describe('articles in the built app', () => {
  it('says "Add an appointment"', async () => {
    const doc = run(await buildProject('vanilla-js', offlineProject('An appointment tracker', 'vanilla-js').files));
    for (let i = 0; i < 100 && !doc.querySelector('h1'); i++) await new Promise((r) => setTimeout(r, 20));
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toContain('Add an appointment');
  });
});

describe('the Node.js API of each archetype', () => {
  it('passes its own tests (routes for the nouns, validation, in-memory store)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'uc-api-'));
    try {
      for (const [archetype, prompt] of Object.entries(ARCHETYPE_PROMPTS)) {
        const dir = path.join(root, archetype);
        mkdirSync(dir);
        for (const f of offlineProject(prompt, 'nodejs-api').files) writeFileSync(path.join(dir, f.path), f.content);
        const { stdout } = await promisify(execFile)(process.execPath, ['--test', '--test-reporter=tap'], { cwd: dir, timeout: 20_000 });
        expect(stdout, archetype).toMatch(/# pass 2\n# fail 0/);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('offline edits', () => {
  const files = offlineProject(ARCHETYPE_PROMPTS.form, 'react-app').files;

  it('adds a field as a real file change with a diff', () => {
    const edit = offlineEdit('Add a phone number field', files, 'react-app')!;
    expect(edit.summary).toBe('Added the phone number field');
    expect(edit.changes.map((c) => c.path)).toEqual(['src/app-spec.json']);
    expect(edit.changes[0].diff).toContain('+     {"id":"phoneNumber","label":"Phone number","type":"tel"}');
  });

  it.each([
    ['Remove the notes field', 'src/app-spec.json', '"notes"', false],
    ['Rename the name field to Full name', 'src/app-spec.json', 'Full name', true],
    ['Change the title to "Smile Clinic Bookings"', 'index.html', 'Smile Clinic Bookings', true],
    ['Make it green', 'src/style.css', '#16a34a', true],
    ['Show prices in euros', 'src/app-spec.json', '"EUR"', true],
  ])('%s', (prompt, path, text, present) => {
    const edit = offlineEdit(prompt, files, 'react-app')!;
    expect(edit, prompt).not.toBeNull();
    expect(edit.files.find((f) => f.path === path)!.content.includes(text)).toBe(present);
  });

  it('changes a formula and adds a chart', () => {
    const calc = offlineProject(ARCHETYPE_PROMPTS.calculator, 'vanilla-js').files;
    const formula = offlineEdit('Change the formula to missed appointments × average fee × 12', calc, 'vanilla-js')!;
    expect(formula.files.find((f) => f.path === 'app-spec.json')!.content).toContain('missedAppointments * averageFee * 12');
    const dash = offlineProject(ARCHETYPE_PROMPTS.dashboard, 'vue-app').files;
    const chart = offlineEdit('Add a line chart of yield', dash, 'vue-app')!;
    expect(chart.files.find((f) => f.path === 'src/app-spec.json')!.content).toContain('"title":"Yield kg by zone"');
  });

  it('applies every suggestion it makes (once its "…" is filled in)', () => {
    for (const prompt of Object.values(ARCHETYPE_PROMPTS)) {
      const project = offlineProject(prompt, 'vue-app');
      for (const s of project.suggestions) {
        const edit = offlineEdit(s.replace(/"…"|…/g, s.includes('formula') ? 'missed appointments × average fee × 2' : 'Bookings'), project.files, 'vue-app');
        expect(edit, `${project.spec.archetype}: ${s}`).not.toBeNull();
        expect(edit!.changes.length).toBeGreaterThan(0);
      }
    }
  });

  it('adds a quiz question, and its result bands keep their proportions', () => {
    const quiz = offlineProject(ARCHETYPE_PROMPTS.quiz, 'svelte-app').files;
    const edit = offlineEdit('Add a question "Do you keep a budget?"', quiz, 'svelte-app')!;
    expect(edit.summary).toBe('Added the question "Do you keep a budget?"');
    expect(edit.spec.questions!.at(-1)).toEqual({ text: 'Do you keep a budget?', options: [{ label: 'No', score: 0 }, { label: 'Sometimes', score: 1 }, { label: 'Yes', score: 2 }] });
    expect(edit.spec.results!.map((r) => r.min)).toEqual([0, 4, 8]);
    expect(offlineEdit('Add a question', quiz, 'svelte-app')!.spec.questions).toHaveLength(5);
    expect(offlineEdit('Add a rating field', quiz, 'svelte-app')).toBeNull();
  });

  it('leaves what it cannot apply to a model', () => {
    expect(offlineEdit('make it sing', files, 'react-app')).toBeNull();
    expect(offlineEdit('Remove the unicorn field', files, 'react-app')).toBeNull();
  });
});
