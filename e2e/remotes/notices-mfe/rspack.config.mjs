import { defineAppConfig } from '@shop/shared/build/federation.mjs';
import federation from './module-federation.config.mjs';

export default defineAppConfig({ dir: import.meta.dirname, app: 'notices', federation, title: 'notices-mfe — standalone' });
