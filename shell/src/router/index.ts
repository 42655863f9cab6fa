export * from './client-router';
export * from './history';
export * from './match-routes';
export * from './route-tree';
export * from './router-view';
