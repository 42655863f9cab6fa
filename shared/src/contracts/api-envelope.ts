/** The body of every successful API reply. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

/** The body of every failed API reply; `tokenExpired` marks an access token that needs a refresh. */
export interface ApiFailure {
  success: false;
  errorCode: string;
  message: string;
  tokenExpired?: true;
  data?: unknown;
}

/** Either reply body. */
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

/** A decimal as the API sends money it stores exactly, e.g. an order's totalAmount. */
export interface DecimalValue {
  $numberDecimal: string;
}
