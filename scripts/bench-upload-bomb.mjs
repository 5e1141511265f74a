#!/usr/bin/env node
// Upload-bomb bench against the built server (loopback, temp data dir): uploads a DOCX bomb
// (~150 MB of XML packed into a few hundred KB) and a PDF whose content stream inflates to
// 200 MB, while polling /health every 50 ms. Prints the worst and median /health latency
// during each upload and whether the server survived.
// Usage: node scripts/bench-upload-bomb.mjs   (run under `flock /tmp/e2e.lock` on shared machines)
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { signUpVerified } from './lib/bench-user.mjs';
import { buildIfStale, removeDir, sleep, startServer, tempDir } from './lib/server.mjs';

const dataDir = tempDir('uc-bench-bomb-');
const env = { JWT_SECRET: randomBytes(36).toString('base64url'), AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000' };
let server;
process.on('exit', () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  removeDir(dataDir);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
setTimeout(() => {
  console.error('bench: time limit reached');
  process.exit(1);
}, 5 * 60_000).unref();

async function docxBomb(mb) {
  const zip = new JSZip();
  const run = '<w:r><w:t>bomb</w:t></w:r>';
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${run.repeat(Math.ceil((mb * 1048576) / run.length))}</w:p></w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

function pdfBomb(mb) {
  const stream = deflateSync(Buffer.alloc(mb * 1048576, '0 0 m 1 1 l S\n'), { level: 9 });
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets = [];
  let len = parts[0].length;
  const push = (b) => (parts.push(b), (len += b.length));
  objs.forEach((o, i) => (offsets.push(len), push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`))));
  offsets.push(len);
  push(Buffer.concat([Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream\nendobj\n')]));
  const xref = len;
  push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

async function measure(label, name, bytes, auth) {
  const latencies = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      const t = performance.now();
      const res = await fetch(`${server.url}/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      await sleep(50);
    }
  })();
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const t = performance.now();
  const res = await fetch(`${server.url}/api/v1/data-room/files`, { method: 'POST', headers: auth, body: form });
  const body = await res.json();
  const uploadMs = performance.now() - t;
  done = true;
  await poll;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label} (${(bytes.length / 1024).toFixed(0)} KB): upload ${res.status} in ${uploadMs.toFixed(0)} ms, searchable=${body.searchable}; ` +
      `/health during upload: ${latencies.length} polls, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
}

buildIfStale({ web: false, server: true });
server = await startServer({ dataDir, env, echo: false, timeoutMs: 120_000 }); // a busy machine starts slowly
const auth = await signUpVerified(server.url);
await measure('DOCX bomb, 150 MB inside', 'bomb.docx', await docxBomb(150), auth);
await measure('PDF bomb, 200 MB content stream', 'slow.pdf', pdfBomb(200), auth);
const alive = (await fetch(`${server.url}/health`)).status === 200 && server.child.exitCode === null;
console.log(`server alive afterwards: ${alive}`);
await server.stop();
process.exit(alive ? 0 : 1);
