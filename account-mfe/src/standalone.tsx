import { mountStandalone } from '@shop/shared/harness';

// This section exposes no page yet; the harness still proves the remote builds and shares the stores.
mountStandalone('account-mfe (standalone)', []);
