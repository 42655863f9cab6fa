import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Declares a test that every module in a remote's exposes folder (which holds only those) imports
 * in Node, where the rendering server loads the remote and there is no window, document or
 * storage, whether or not the server renders that page. Call it from a test file that runs in the
 * node environment (`// @vitest-environment node`).
 */
export function testExposesImportOnServer(exposesFolder: URL): void {
  const exposed = readdirSync(exposesFolder).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));

  describe('exposed modules on the server', () => {
    it.each(exposed)('%s imports without a browser', async (file) => {
      expect(typeof window).toBe('undefined');
      const module = await import(/* @vite-ignore */ new URL(file, exposesFolder).pathname);
      expect(typeof module.default).toBe('function');
    });
  });
}
