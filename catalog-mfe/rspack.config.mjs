import { defineAppConfig } from '@shop/shared/build/federation.mjs';
import federation from './module-federation.config.mjs';

export default defineAppConfig({ dir: import.meta.dirname, app: 'catalog', federation, title: 'catalog-mfe — standalone' });
