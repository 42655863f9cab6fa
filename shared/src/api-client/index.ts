export { adminRequest, adminRequestBlob, adminUrl } from './admin-request';
export { type ApiClientOptions, configureApiClient } from './api-config';
export { ApiError } from './api-error';
export { type HttpMethod, type RequestHeaders, request, requestBlob } from './request';
export { hasErrorCode, isRefusal, SIGN_IN_PROMPT, sessionCallMessage, shopperMessage } from './shopper-message';
