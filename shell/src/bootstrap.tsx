import { configureApiClient } from '@shop/shared/api-client';
import { navigate } from '@shop/shared/navigation';
import { apiBaseUrl, setRuntimeConfig } from '@shop/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { REMOTES_CONFIG_URL } from './config/env';
import { registerAllRemotes } from './remotes/load-remote';
import { fetchRuntimeConfig } from './remotes/remotes-config';
import { loadSessionAtStart } from './session/session-actions';
import './styles.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRuntimeConfig(REMOTES_CONFIG_URL);
    setRuntimeConfig(config);
    registerAllRemotes(config);
  } catch (error) {
    // Without the remotes file the frame still renders; every section shows its unavailable panel.
    console.info('[shell] remotes file could not be loaded', error);
  }
  configureApiClient({ getApiBaseUrl: apiBaseUrl, onSessionExpired: () => navigate('/') });
  void loadSessionAtStart();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
