#!/usr/bin/env node
// `npm start`: builds the PWA (dist/) and the server (dist-server/) when missing or older than their
// sources, then runs the compiled server with plain node.
import { spawn } from 'node:child_process';
import { buildIfStale, buildServerIfStale } from './build-if-stale.mjs';

buildIfStale({ output: 'dist/index.html', sources: ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'], what: 'la aplicación' });
buildServerIfStale();

const server = spawn(process.execPath, ['dist-server/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
