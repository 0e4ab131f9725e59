#!/usr/bin/env node
// `npm run admin -- <command>`: the operator CLI (server/cli/admin.ts), compiled first when missing or
// older than its sources, run with plain node.
import { spawn } from 'node:child_process';
import { buildServerIfStale } from './build-if-stale.mjs';

buildServerIfStale();

const cli = spawn(process.execPath, ['dist-server/admin.js', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cli.kill(signal));
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
