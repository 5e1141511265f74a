import { describeProfile, topicOf } from './offline-content';

/**
 * Single-file HTML apps the offline engine returns for app/website requests. User text is
 * HTML-escaped; the scripts keep state in memory because the preview frame has no storage
 * (it is sandboxed without allow-same-origin).
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, style: string, body: string, script = '') => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#0b1020;color:#e5e7eb}
a{color:inherit}button{font:inherit;cursor:pointer}
${style}
</style>
</head>
<body>
${body}
${script ? `<script>\n${script}\n</script>` : ''}
</body>
</html>
`;

function landingPage(request: string, profile: Record<string, unknown> | null | undefined): string {
  const d = describeProfile(profile);
  const name = esc(d.name === 'your startup' ? 'Your Startup' : d.name);
  // Without a profile idea, the request's own "for …" phrase is the best description we have.
  const purpose = request.match(/\bfor (.{3,120}?)[.!?]?$/i)?.[1];
  const pitch = esc(d.idea ?? (purpose ? `Built for ${purpose.replace(/^(my|our) /i, 'your ')}.` : 'The simplest way to get started.'));
  const who = esc(d.customers ?? 'teams like yours');
  return page(
    name,
    `header{display:flex;justify-content:space-between;align-items:center;padding:20px 6vw}
.logo{font-weight:700;font-size:20px}.hero{padding:80px 6vw;text-align:center}
h1{font-size:clamp(32px,5vw,56px);margin:0 0 16px}.lead{font-size:20px;color:#9ca3af;max-width:680px;margin:0 auto 32px}
.cta{background:#6366f1;color:#fff;border:0;border-radius:10px;padding:14px 28px;font-size:18px}
.features{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:20px;padding:40px 6vw}
.card{background:#111827;border:1px solid #1f2937;border-radius:14px;padding:24px}
form{display:flex;gap:8px;justify-content:center;flex-wrap:wrap}input{padding:14px;border-radius:10px;border:1px solid #374151;background:#111827;color:#fff;min-width:260px}
footer{padding:40px 6vw;color:#6b7280;text-align:center}#thanks{color:#34d399;margin-top:12px}`,
    `<header><div class="logo">${name}</div><nav><a href="#features">Features</a></nav></header>
<section class="hero"><h1>${name}</h1><p class="lead">${pitch}</p>
<form id="signup"><label for="email" hidden>Email</label><input id="email" type="email" required placeholder="you@company.com"><button class="cta" type="submit">Join the waitlist</button></form>
<p id="thanks" role="status"></p></section>
<section id="features" class="features">
<div class="card"><h3>Built for ${who}</h3><p>Designed around the way ${who} already work.</p></div>
<div class="card"><h3>Fast to start</h3><p>Sign up and see value in minutes, not weeks.</p></div>
<div class="card"><h3>Clear pricing</h3><p>Simple plans that grow with you.</p></div>
</section>
<footer>&copy; ${name}</footer>`,
    `document.getElementById('signup').addEventListener('submit', function (e) {
  e.preventDefault();
  var email = document.getElementById('email').value;
  document.getElementById('thanks').textContent = 'Thanks! ' + email + ' is on the list.';
});`,
  );
}

function taskApp(request: string): string {
  const title = esc(topicOf(request, 60));
  return page(
    title,
    `main{max-width:560px;margin:60px auto;padding:0 20px}h1{font-size:28px}form{display:flex;gap:8px}
input{flex:1;padding:12px;border-radius:8px;border:1px solid #374151;background:#111827;color:#fff}
button{background:#6366f1;color:#fff;border:0;border-radius:8px;padding:12px 18px}
ul{list-style:none;padding:0}li{display:flex;gap:10px;align-items:center;padding:10px;border-bottom:1px solid #1f2937}
li.done span{text-decoration:line-through;color:#6b7280}li button{margin-left:auto;background:#374151;padding:6px 10px}`,
    `<main><h1>${title}</h1><form id="add"><label for="item" hidden>New item</label><input id="item" placeholder="Add an item" required><button type="submit">Add</button></form><ul id="list"></ul><p id="count"></p></main>`,
    `var items = [];
function render() {
  var list = document.getElementById('list'); list.innerHTML = '';
  items.forEach(function (it, i) {
    var li = document.createElement('li'); if (it.done) li.className = 'done';
    var box = document.createElement('input'); box.type = 'checkbox'; box.checked = it.done;
    box.onchange = function () { it.done = box.checked; render(); };
    var span = document.createElement('span'); span.textContent = it.text;
    var del = document.createElement('button'); del.textContent = 'Delete'; del.onclick = function () { items.splice(i, 1); render(); };
    li.append(box, span, del); list.append(li);
  });
  document.getElementById('count').textContent = items.filter(function (i) { return !i.done; }).length + ' open';
}
document.getElementById('add').addEventListener('submit', function (e) {
  e.preventDefault(); var input = document.getElementById('item');
  items.push({ text: input.value, done: false }); input.value = ''; render();
});
render();`,
  );
}

function calculatorApp(request: string): string {
  const title = esc(topicOf(request, 60));
  return page(
    title,
    `main{max-width:420px;margin:60px auto;padding:0 20px}label{display:block;margin:14px 0 6px;color:#9ca3af}
input{width:100%;padding:12px;border-radius:8px;border:1px solid #374151;background:#111827;color:#fff}
output{display:block;margin-top:24px;font-size:28px;font-weight:700;color:#34d399}`,
    `<main><h1>${title}</h1>
<label for="price">Price per customer per month</label><input id="price" type="number" value="49" min="0">
<label for="customers">Customers</label><input id="customers" type="number" value="100" min="0">
<label for="churn">Monthly churn (%)</label><input id="churn" type="number" value="3" min="0" max="100">
<output id="result" aria-live="polite"></output></main>`,
    `function calc() {
  var p = +document.getElementById('price').value, c = +document.getElementById('customers').value, ch = +document.getElementById('churn').value;
  var mrr = p * c, ltv = ch > 0 ? p / (ch / 100) : Infinity;
  document.getElementById('result').textContent = 'MRR ' + mrr.toLocaleString() + ' · LTV ' + (isFinite(ltv) ? Math.round(ltv).toLocaleString() : '∞');
}
document.querySelectorAll('input').forEach(function (i) { i.addEventListener('input', calc); });
calc();`,
  );
}

export function offlineApp(request: string, profile: Record<string, unknown> | null | undefined): string {
  const r = request.toLowerCase();
  if (/\b(todo|to-do|task|checklist|tracker)\b/.test(r)) return taskApp(request);
  if (/\b(calculator|pricing calc|estimator|roi)\b/.test(r)) return calculatorApp(request);
  return landingPage(request, profile);
}
