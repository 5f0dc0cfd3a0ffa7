#!/usr/bin/env node
import { main } from './main.js';
import { guardWorkUndone } from './work-undone-guard.js';

const finish = guardWorkUndone();
void main(process.argv.slice(2)).then(finish);
