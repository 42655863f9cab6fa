// The shell hosts every remote; their addresses arrive at run time from /remotes.json.
export default {
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  experiments: { provideExternalRuntime: true },
};
