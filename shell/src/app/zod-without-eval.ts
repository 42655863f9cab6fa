/**
 * Every copy of zod on the page (the shell's, each remote's) reads one global settings object, the
 * one `z.config()` writes. Without `jitless` zod probes `new Function` to compile its parsers: the
 * page's policy refuses it (no 'unsafe-eval') and reports a violation, though zod then does without.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
