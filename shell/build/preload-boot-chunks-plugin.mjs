// Adds <link rel="preload"> tags for every script the shell needs to show its first
// page, so they download alongside the entry chunk instead of after it runs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files of the shell's shared modules, read from the manifest the federation plugin wrote. */
function sharedFiles(outputPath) {
  const manifest = JSON.parse(readFileSync(path.join(outputPath, 'mf-manifest.json'), 'utf8'));
  return manifest.shared.flatMap((entry) => entry.assets.js.sync);
}

export class PreloadBootChunksPlugin {
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('PreloadBootChunksPlugin', (compilation) => {
      if (compiler.options.mode !== 'production') return;
      const outputPath = compiler.options.output.path;
      const group = compilation.namedChunkGroups.get(this.chunkGroup);
      const bootFiles = group ? group.getFiles().filter((file) => file.endsWith('.js')) : [];
      const files = [...new Set([...bootFiles, ...sharedFiles(outputPath)])];
      const tags = files.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
      const htmlPath = path.join(outputPath, 'index.html');
      const html = readFileSync(htmlPath, 'utf8');
      writeFileSync(htmlPath, html.replace('</head>', `${tags}</head>`));
    });
  }
}
