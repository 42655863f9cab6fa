import { prefetchRuntimeConfig } from './remotes/prefetch-config';

// The remotes file and the shell's code download side by side.
prefetchRuntimeConfig();
// An async boundary lets the federation runtime negotiate shared modules before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
