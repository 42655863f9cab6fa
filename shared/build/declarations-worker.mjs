// Emits declarations off the caller's thread (see `declarations` in declarations.mjs).
import { workerData } from 'node:worker_threads';
import { emitDeclarations } from './declarations.mjs';

emitDeclarations(workerData.entries, workerData.outDir);
