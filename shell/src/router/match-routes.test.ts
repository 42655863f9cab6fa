import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import type { ShellRoute } from './route-tree';

describe('matchRoutes', () => {
  const routes: ShellRoute[] = [
    {
      id: 'frame',
      element: null,
      children: [
        { id: '/', path: '/', element: null },
        { id: '/product/:productId', path: '/product/:productId', element: null },
        { id: '*', path: '*', element: null },
      ],
    },
  ];

  it('gives the frame and the first child that matches', () => {
    expect(matchRoutes(routes, '/product/p7').map((match) => [match.route.id, match.params])).toEqual([
      ['frame', { productId: 'p7' }],
      ['/product/:productId', { productId: 'p7' }],
    ]);
    expect(matchRoutes(routes, '/nope').map((match) => match.route.id)).toEqual(['frame', '*']);
  });
});
