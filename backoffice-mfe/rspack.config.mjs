import { defineAppConfig } from '@shop/shared/build/federation.mjs';
import federation from './module-federation.config.mjs';

export default defineAppConfig({ dir: import.meta.dirname, app: 'backoffice', federation, title: 'backoffice-mfe — standalone' });
