#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, :8000) and the web app on Vite (:5173, which proxies
// /api, /health and /dev to the API). Links the server writes (e-mails, previews' frame-ancestors)
// point at Vite unless APP_URL is set. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/server.mjs';

const env = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@uc/web'], { cwd: ROOT, stdio: 'inherit', env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of the two ending on its own (a crash, a port in use) ends the other.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
