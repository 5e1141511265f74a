/**
 * Quiz / survey: one question at a time, a score, and the result band it falls in. A survey (`collects`)
 * sends the visitor's answers to the founder when the last one is picked, through send.js like a form.
 */
export const QUIZ_JS = `import { deliver, honeypot, PREVIEW_NOTE } from './send.js';
// Each option carries points; the result is the highest band whose minimum the score reaches.
export function init() {
  return { step: 0, answers: [], picks: [], attempts: [], copied: null, started: Date.now(), took: null, sent: false, sending: false, failed: '', preview: false, honey: '' };
}

// The founder reads each answer under its question (Submissions in the App Builder, its CSV).
const answersOf = (spec, picks) => Object.fromEntries(spec.questions.map((q, i) => [q.text.slice(0, 64), q.options[picks[i]]?.label ?? '']));
const submit = (spec, state, set, picks) => deliver(state, set, answersOf(spec, picks), () => ({ sent: true }));

// A survey ends with its answers sent (or why not, and a retry), never with a score.
function thanks(spec, state, set, h) {
  return h('main', { class: 'quiz' },
    h('h1', null, spec.title),
    h('section', { class: 'score card', role: 'status' },
      h('p', { class: 'thanks' }, state.sending ? 'Sending your answers…' : state.failed || (!state.sent ? 'Your answers are not sent yet.' : state.preview ? 'Your answers are ready to send.' : 'Thank you! Your answers were sent.')),
      state.sent && state.preview && h('p', { class: 'attempts' }, PREVIEW_NOTE),
      !state.sent && !state.sending && h('button', { type: 'button', onClick: () => submit(spec, state, set, state.picks) }, state.failed ? 'Try again' : 'Send my answers'),
    ),
    h('ol', { class: 'review' }, spec.questions.map((q, i) => h('li', { key: i }, h('span', null, q.text), h('strong', null, q.options[state.picks[i]]?.label ?? '')))),
  );
}

// Copies a one-line result to share; the preview may refuse the clipboard, and says so.
function copy(text, set) {
  const done = (ok) => set({ copied: ok ? 'Copied' : 'Copying is blocked here: select the score instead' });
  if (!navigator.clipboard) return done(false);
  navigator.clipboard.writeText(text).then(() => done(true), () => done(false));
}

export function view(spec, state, set, h) {
  const total = state.answers.reduce((s, a) => s + a, 0);
  const max = spec.questions.reduce((s, q) => s + Math.max(...q.options.map((o) => o.score)), 0);
  if (state.step >= spec.questions.length && spec.collects) return thanks(spec, state, set, h);
  if (state.step >= spec.questions.length) {
    const band = [...spec.results].sort((a, b) => b.min - a.min).find((r) => total >= r.min);
    return h('main', { class: 'quiz' },
      h('h1', null, spec.title),
      h('section', { class: 'score card', role: 'status' },
        h('p', { class: 'big' }, total + ' / ' + max),
        h('meter', { min: 0, max, value: total, 'aria-label': 'Score' }),
        h('p', null, band ? band.text : ''),
        state.took !== null && h('p', { class: 'attempts' }, 'Answered in ' + (state.took < 60 ? state.took + ' s' : Math.floor(state.took / 60) + ' min ' + (state.took % 60) + ' s')),
        h('div', { class: 'again' },
          h('button', { type: 'button', onClick: () => set((s) => ({ ...init(), attempts: [...s.attempts, total] })) }, 'Start again'),
          h('button', { type: 'button', class: 'ghost', onClick: () => copy(spec.title + ': ' + total + ' / ' + max + (band ? ', ' + band.text : ''), set) }, state.copied ?? 'Copy my result'),
        ),
        // Every band, the reached one marked, so the score can be read.
        h('ul', { class: 'bands' },
          [...spec.results].sort((a, b) => a.min - b.min).map((r) => h('li', { key: r.min, class: r === band ? 'reached' : '' }, r.min + '+ points: ' + r.text)),
        ),
        state.attempts.length > 0 && h('p', { class: 'attempts' }, 'Earlier tries: ' + state.attempts.map((a) => a + ' / ' + max).join(', ')),
      ),
      // What was answered, so the score can be explained.
      h('ol', { class: 'review' },
        spec.questions.map((question, i) => {
          const chosen = question.options[state.picks[i]];
          const best = Math.max(...question.options.map((o) => o.score));
          return h('li', { key: i, class: chosen.score === best ? 'best' : '' },
            h('span', null, question.text),
            h('strong', null, chosen.label + ' (' + chosen.score + ' of ' + best + ')'),
            chosen.score < best && h('small', null, 'Best answer: ' + question.options.find((o) => o.score === best).label),
          );
        }),
      ),
    );
  }
  const q = spec.questions[state.step];
  // The last answer stops the clock.
  const answer = (score, i) => {
    set((s) => ({ answers: [...s.answers, score], picks: [...s.picks, i], step: s.step + 1, took: s.step + 1 === spec.questions.length ? Math.round((Date.now() - s.started) / 1000) : null }));
    if (spec.collects && state.step + 1 === spec.questions.length) submit(spec, state, set, [...state.picks, i]);
  };
  return h('main', { class: 'quiz' },
    h('h1', null, spec.title),
    h('p', { class: 'lead' }, spec.tagline),
    h('progress', { max: spec.questions.length, value: state.step, 'aria-label': 'Progress' }),
    h('fieldset', { class: 'card' },
      h('legend', null, 'Question ' + (state.step + 1) + ' of ' + spec.questions.length + ': ' + q.text),
      q.options.map((o, i) =>
        h('button', { key: i, type: 'button', class: 'option', onClick: () => answer(o.score, i) }, o.label),
      ),
      spec.collects && honeypot(h, state.honey, (e) => set({ honey: e.target.value })),
    ),
    state.step > 0 && h('button', { type: 'button', class: 'ghost', onClick: () => set((s) => ({ answers: s.answers.slice(0, -1), picks: s.picks.slice(0, -1), step: s.step - 1 })) }, 'Back'),
  );
}
`;

export const QUIZ_CSS = `.quiz{max-width:620px;margin:0 auto;padding:40px 20px}.quiz h1{font-size:26px;margin:0 0 6px}.lead{color:var(--muted);margin:0 0 20px}.card{background:var(--card);border-radius:18px;padding:24px}
.quiz button{font:inherit;padding:12px 18px;border:0;border-radius:12px;background:var(--primary);color:#fff;cursor:pointer}.quiz .ghost{background:transparent;color:var(--muted);margin-top:12px}
progress{width:100%;height:8px;accent-color:var(--primary);margin-bottom:16px}
fieldset{border:0;display:grid;gap:10px}legend{font-size:20px;font-weight:600;margin-bottom:12px}
.quiz .option{text-align:left;background:var(--card);color:var(--text);border:1px solid var(--line);padding:14px}.option:hover{border-color:var(--primary)}
.score{text-align:center}.review{display:grid;gap:8px;padding-left:20px}.review li span{display:block;color:var(--muted)}.review li.best strong{color:#34d399}
.big{font-size:48px;font-weight:800;color:var(--primary);margin:0}meter{width:100%;height:12px}.bands{list-style:none;padding:0;text-align:left;color:var(--muted);font-size:14px}.bands .reached{color:var(--text);font-weight:600}.thanks{font-size:20px;font-weight:600}.again{display:flex;gap:8px;justify-content:center}.attempts,.review small{color:var(--muted)}.review small{display:block}
`;
