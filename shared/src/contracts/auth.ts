import type { User } from './user';

/** The body of the login call. */
export interface LoginPayload {
  email: string;
  password: string;
}

/** The data of a successful login or code verification. */
export interface LoginReply {
  user: User;
  token: string;
  refreshToken: string;
}

/** The body of the sign-up call; accountType is the lowercased radio label. */
export interface SignUpPayload {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  checked: true;
  accountType: 'retail buyer';
}
