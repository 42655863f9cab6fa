import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { seedBanners } from './banners';

describe('seeded banner images', () => {
  it.each(seedBanners.map((banner) => [banner.url]))('%s is a 1600x600 SVG shipped in api/public', async (url) => {
    const file = path.join(paths.publicDir, url.replace('/api/media/', ''));
    const svg = await readFile(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="600"/);
    // Served to every visitor on the home page: keep each one light.
    expect(svg.length).toBeLessThan(10_000);
    // Made here, with nothing fetched from elsewhere at run time.
    expect(svg).not.toMatch(/(href|src)="https?:/);
  });

  it.each(seedBanners.filter((banner) => banner.isActive).map((banner) => [banner.url, banner]))(
    '%s leaves its words and its link to the page',
    async (url, banner) => {
      const svg = await readFile(path.join(paths.publicDir, url.replace('/api/media/', '')), 'utf8');
      expect(banner.title).toBeTruthy();
      expect(banner.link).toMatch(/^\//);
      // A call to action painted into the picture can be neither read by everyone nor clicked.
      expect(svg).not.toContain(banner.title.split(/[,?]/)[0]);
      expect(svg).not.toMatch(/Shop now|Explore|See offers/);
    },
  );
});
