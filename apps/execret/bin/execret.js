#!/usr/bin/env node
// The `execret` command. This file is committed (dist/ is not) so that npm links the command at
// install time, before the first build; it only loads the built CLI, which runs itself.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
// 4 is the documented exit code for an environment error (apps/execret/src/exit-codes.ts).
const ENVIRONMENT_ERROR = 4;

function notBuilt() {
  process.stderr.write('execret: the CLI is not built yet; run npm run build (or npm start) first\n');
  process.exit(ENVIRONMENT_ERROR);
}

if (!existsSync(cli)) notBuilt();
try {
  await import(cli.href);
} catch (error) {
  // In the repository the app can be built while a workspace package it imports is not.
  const message = error instanceof Error ? error.message : '';
  const unbuiltPackage = /[\\/](?:packages|@execret)[\\/][^\\/]+[\\/]dist[\\/]/;
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && unbuiltPackage.test(message)) notBuilt();
  throw error;
}
