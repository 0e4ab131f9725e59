#!/usr/bin/env node
// `npm run dev`: the API server (with a watcher) plus Vite's dev server, which proxies /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4174';
const api = spawn('npx', ['tsx', 'watch', 'server/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } });
const vite = spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` } });
const children = [api, vite];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
for (const child of children) child.on('exit', (code) => {
  children.forEach((c) => c.kill('SIGTERM'));
  process.exit(code ?? 0);
});
