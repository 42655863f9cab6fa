export { type ApiClientOptions, configureApiClient } from './api-config';
export { ApiError } from './api-error';
export { type HttpMethod, type RequestHeaders, request, requestBlob } from './request';
export { hasErrorCode, isRefusal, shopperMessage } from './shopper-message';
