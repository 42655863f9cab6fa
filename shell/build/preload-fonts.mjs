// Adds a `<link rel="preload">` to the shell's page for every font file its stylesheet ships, so the
// font is requested with the page's first bytes instead of after the stylesheet has been parsed.
// The server-rendered pages start from this page's head, so they carry it too.
export class PreloadFontsPlugin {
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.rspack;
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadFontsPlugin', (data) => {
        const fonts = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => name.endsWith('.woff2'))
          .sort();
        const preloads = fonts.map((name) => ({
          tagName: 'link',
          voidTag: true,
          // Fonts are always fetched in CORS mode: without `crossorigin` the preload is not reused.
          attributes: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${data.publicPath}${name}`, crossorigin: '' },
        }));
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}
