// The shell's addition to the shared test set-up: a fresh shell page has not heard back from its
// profile check yet, which is what the frame's session wiring starts from.
import { $session } from '@shop/shared/stores';
import { beforeEach } from 'vitest';

beforeEach(() => $session.setKey('profileLoading', true));
