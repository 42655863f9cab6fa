import { describe, expect, it } from 'vitest';
import { redirectTo, type ShellRoute } from '../router';
import { queryRoutes } from './route-query';

const routes: ShellRoute[] = [
  {
    id: 'frame',
    element: null,
    children: [
      { id: '/product/:productId', path: '/product/:productId', element: null, loader: async ({ params }) => ({ data: params.productId }) },
      { id: '/gone', path: '/gone', element: null, loader: async () => ({ data: 'gone', status: 410 }) },
      { id: '/old', path: '/old', element: null, loader: async () => redirectTo('/new', 301) },
      { id: '*', path: '*', element: null, loader: async () => ({ data: 'none', status: 404 }) },
    ],
  },
];

const request = (path: string) => new Request(`https://shop.test${path}`);

describe('queryRoutes', () => {
  it('matches with the shop’s matcher and runs the page’s loader with its params', async () => {
    const result = await queryRoutes(routes, request('/Product/p%207?x=1'), undefined);
    if ('redirect' in result) throw new Error('redirected');
    expect(result.status).toBe(200);
    expect(result.loaderData).toEqual({ '/product/:productId': 'p 7' });
    expect(result.state.location).toMatchObject({ pathname: '/Product/p%207', search: '?x=1' });
    expect(result.state.matches.map((match) => [match.route.id, match.data])).toEqual([
      ['frame', undefined],
      ['/product/:productId', 'p 7'],
    ]);
  });

  it('answers the status the loader stands for, and 404 for an unknown address', async () => {
    expect(await queryRoutes(routes, request('/gone'), undefined)).toMatchObject({ status: 410 });
    expect(await queryRoutes(routes, request('/nothing/here'), undefined)).toMatchObject({ status: 404 });
  });

  it('answers a redirect without rendering', async () => {
    expect(await queryRoutes(routes, request('/old'), undefined)).toEqual({ redirect: { status: 301, location: '/new' } });
  });

  it('hands the loaders the request’s context', async () => {
    const seen: unknown[] = [];
    const withContext: ShellRoute[] = [
      {
        id: 'frame',
        element: null,
        children: [{ id: '/', path: '/', element: null, loader: async ({ context }) => ({ data: seen.push(context) }) }],
      },
    ];
    await queryRoutes(withContext, request('/'), { renderer: 'server' });
    expect(seen).toEqual([{ renderer: 'server' }]);
  });
});
