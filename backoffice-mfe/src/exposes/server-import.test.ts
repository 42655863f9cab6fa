// @vitest-environment node
import { testExposesImportOnServer } from '@shop/shared/testing';

testExposesImportOnServer(new URL('.', import.meta.url));
