export { sendGuestToSignIn } from './guest-prompt';
export {
  isResetTokenAlgorithm,
  RESET_TOKEN_ALGORITHMS,
  RESET_TOKEN_HEADER,
  type ResetTokenAlgorithm,
  resetToken,
} from './reset-token';
