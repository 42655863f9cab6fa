import { yieldToBrowser } from '../app/yield-to-browser';
import type { RuntimePlugin } from './runtime-plugin';

/**
 * Lets the browser in between the steps of loading a remote's module: the entry's evaluation, the
 * container's start (it registers and checks its shared modules), fetching the module's files, and
 * running the module. Chained by promises, those steps would otherwise run as one long task that
 * holds back a tap on a phone.
 */
export const loadingInShortTasksPlugin: RuntimePlugin = {
  name: 'shop-loading-in-short-tasks',
  beforeInitRemote: () => yieldToBrowser(),
  beforeGetExpose: () => yieldToBrowser(),
  beforeExecuteFactory: () => yieldToBrowser(),
};
