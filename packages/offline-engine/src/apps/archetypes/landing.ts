/** Landing page: a hero with a waitlist form, product sections and pricing plans. */
export const LANDING_JS = `import { deliver, honeypot, PREVIEW_NOTE } from './send.js';
// Deployed, a waitlist sign-up reaches the founder (Submissions in the App Builder); a preview sends nothing.
export function init() {
  return { email: '', joined: [], error: '', yearly: false, honey: '', sending: false, failed: '', preview: false };
}

// The engine's example plans bill monthly or yearly (a year costs ten months); the startup model's prices are
// shown as they are, per what they are paid per (month, hour, … or once).
const example = (spec) => spec.plans.every((p) => p.per === undefined);
const money = (spec, n) => new Intl.NumberFormat(undefined, { style: 'currency', currency: spec.currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(n);
const price = (spec, p, yearly) =>
  p.price === 0 ? 'Free' : p.per !== undefined ? money(spec, p.price) + (p.per ? ' / ' + p.per : '') : money(spec, yearly ? p.price * 10 : p.price) + (yearly ? ' / year' : ' / month');

function faq(spec) {
  const free = spec.plans.find((p) => p.price === 0);
  return [
    ['When can I start?', 'Join the waitlist above: you will get an e-mail as soon as your place opens.'],
    // The startup model's plans say nothing of cancelling: only the engine's example plans promise it.
    ['Is there a free plan?', free ? 'Yes: the ' + free.name + ' plan costs nothing, for as long as you like.' : example(spec) ? 'No, but you can cancel any plan at any time.' : 'No.'],
    ...(example(spec) ? [['Can I change plans later?', 'Yes, move up or down whenever you like. Paying yearly gives you two months free.']] : []),
  ];
}

export function view(spec, state, set, h) {
  const join = async (e) => {
    e.preventDefault();
    const email = state.email.trim();
    if (state.sending) return; // one sign-up at a time
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)) return set({ error: 'Enter an e-mail address like name@example.com' });
    set({ error: '' });
    await deliver(state, set, { Email: email }, (s) => ({ joined: [...s.joined, email], email: '' }));
  };
  const last = state.joined.at(-1);
  return h('div', { class: 'landing' },
    h('nav', { class: 'topbar' }, h('strong', null, spec.title), h('a', { href: '#pricing' }, 'Pricing')),
    h('header', { class: 'hero' },
      h('h1', null, spec.title),
      h('p', { class: 'lead' }, spec.tagline),
      h('form', { class: 'waitlist', novalidate: true, onSubmit: join },
        h('label', { for: 'email', class: 'sr-only' }, 'E-mail'),
        h('input', { id: 'email', type: 'email', placeholder: 'you@company.com', value: state.email, onInput: (e) => set({ email: e.target.value }) }),
        honeypot(h, state.honey, (e) => set({ honey: e.target.value })),
        h('button', { type: 'submit', disabled: state.sending }, state.sending ? 'Sending…' : spec.cta ?? 'Join the waitlist'),
      ),
      h('p', { class: state.error || state.failed ? 'error' : 'joined', role: 'status' },
        state.error || state.failed || (!last ? '' : state.preview ? last + ' would join the waitlist. ' + PREVIEW_NOTE : 'Thanks! ' + last + ' is on the waitlist.')),
    ),
    h('section', { class: 'sections' },
      spec.sections.map((s) => h('article', { key: s.title, class: 'section' }, h('h2', null, s.title), h('p', null, s.body))),
    ),
    h('section', { id: 'pricing', class: 'pricing' },
      h('h2', null, 'Pricing'),
      spec.examplePlans && h('p', { class: 'example' }, 'Example plans and prices: the founder has not set them yet.'),
      example(spec) && h('div', { class: 'billing', role: 'group', 'aria-label': 'Billing period' },
        h('button', { type: 'button', 'aria-pressed': String(!state.yearly), onClick: () => set({ yearly: false }) }, 'Monthly'),
        h('button', { type: 'button', 'aria-pressed': String(state.yearly), onClick: () => set({ yearly: true }) }, 'Yearly (2 months free)'),
      ),
      h('div', { class: 'plans' },
        spec.plans.map((p) =>
          h('article', { key: p.name, class: 'plan' },
            h('h3', null, p.name),
            h('p', { class: 'price' }, price(spec, p, state.yearly)),
            h('ul', null, p.features.map((f) => h('li', { key: f }, f))),
          ),
        ),
      ),
    ),
    h('section', { class: 'faq' },
      h('h2', null, 'Questions'),
      faq(spec).map(([q, a]) => h('details', { key: q }, h('summary', null, q), h('p', null, a))),
    ),
    h('footer', null, '© ' + new Date().getFullYear() + ' ' + spec.title),
  );
}
`;

export const LANDING_CSS = `.landing{max-width:1040px;margin:0 auto;padding:24px 20px}.hero h1{margin:0 0 12px;letter-spacing:-.03em;line-height:1.05}.lead{color:var(--muted);font-size:19px;max-width:640px;margin:0 auto}
.waitlist input{font:inherit;padding:14px 18px;border-radius:999px;border:1px solid var(--line);background:var(--card);color:var(--text)}
.waitlist button{font:inherit;font-weight:600;padding:14px 24px;border:0;border-radius:999px;background:linear-gradient(90deg,var(--primary),var(--accent));color:#fff;cursor:pointer}
.topbar{display:flex;justify-content:space-between;align-items:center;padding:8px 0 32px}
.topbar a{color:var(--muted)}.hero{text-align:center;padding:40px 0}.hero h1{font-size:clamp(32px,6vw,56px)}
.waitlist{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-top:20px}.waitlist input{flex:0 1 300px}
.joined{color:#34d399}.error{color:#f87171}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.sections{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin:32px 0}
.section,.plan{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:22px}
.example{color:var(--muted);font-size:14px}.plans{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:16px}.price{font-size:26px;font-weight:700;color:var(--primary)}
footer{color:var(--muted);text-align:center;padding:40px 0 10px}
.billing{display:flex;gap:4px;margin:0 0 16px}.billing button{font:inherit;padding:8px 14px;border:1px solid var(--line);border-radius:999px;background:transparent;color:var(--text);cursor:pointer}.billing [aria-pressed=true]{background:var(--primary);border-color:var(--primary)}
.faq{max-width:720px;margin:40px auto 0}.faq details{border-bottom:1px solid var(--line);padding:14px 0}.faq summary{cursor:pointer;font-weight:600}.faq p{color:var(--muted);margin:8px 0 0}
`;
