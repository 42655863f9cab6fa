import type { registerPlugins } from '@module-federation/enhanced/runtime';

/** A runtime plugin, as the federation runtime takes it (in the browser and on the rendering server). */
export type RuntimePlugin = NonNullable<Parameters<typeof registerPlugins>[0]>[number];
