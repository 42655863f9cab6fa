import { configureApiClient } from '@shop/shared/api-client';
import { navigate } from '@shop/shared/navigation';
import { apiBaseUrl, setRuntimeConfig } from '@shop/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerAllRemotes, remotesUnavailable } from './remotes/load-remote';
import { takePrefetchedConfig } from './remotes/prefetch-config';
import { parseRuntimeConfig } from './remotes/remotes-config';
import { loadSessionAtStart } from './session/session-actions';
import './styles.css';

async function start(): Promise<void> {
  configureApiClient({ getApiBaseUrl: apiBaseUrl, onSessionExpired: () => navigate('/') });
  // The frame paints at once; pages wait for their remote to be registered.
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  try {
    const config = parseRuntimeConfig(await takePrefetchedConfig());
    setRuntimeConfig(config);
    registerAllRemotes(config);
  } catch (error) {
    // Without the remotes file the frame still works; every section shows its unavailable panel.
    console.info('[shell] remotes file could not be loaded', error);
    remotesUnavailable(error);
  }
  // The API address comes from the remotes file, so the session is looked up after it.
  void loadSessionAtStart();
}

void start();
