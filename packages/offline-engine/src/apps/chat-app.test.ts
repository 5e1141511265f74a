import { describe, expect, it } from 'vitest';
import { APP_ARCHETYPES } from './spec';
import { offlineApp } from './chat-app';

const PROMPTS: Record<(typeof APP_ARCHETYPES)[number], string> = {
  calculator: 'A tip calculator', form: 'A contact form with fields name, email and message', tracker: 'A reading list tracker',
  dashboard: 'A sales dashboard', landing: 'A landing page with a waitlist', quiz: 'A budgeting quiz', kanban: 'A kanban board', directory: 'A directory of local gyms',
};

describe("the chat's single-file apps", () => {
  it.each(APP_ARCHETYPES)('%s: the inlined script is a valid classic script (no import or export left)', (archetype) => {
    const html = offlineApp(PROMPTS[archetype], null);
    const script = html.slice(html.indexOf('<script>') + 8, html.lastIndexOf('</script>'));
    expect(script).not.toMatch(/\bexport (const|function|async)\b/);
    expect(() => new Function(script)).not.toThrow();
  });
});
