import { createHmac, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { resolveJwtSecret } from '../auth/jwt-secret';
import type { AppConfig } from '../config/env';

/** Signs development override links; the rendering server checks them with the public key alone. */
export interface DevOverrideSigner {
  /** The public key as SPKI DER in base64url, served with the registry. */
  publicKey: string;
  /** An Ed25519 signature of `text`, in base64url. */
  sign(text: string): string;
}

// PKCS #8 framing of a raw 32-byte Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The signer of this shop: an Ed25519 key derived from the session secret, so every API process
 * signs with the same key without storing another secret, and the key changes when the secret does.
 */
export function devOverrideSigner(secret: string): DevOverrideSigner {
  const seed = createHmac('sha256', secret).update('remote development overrides').digest();
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64url');
  return { publicKey, sign: (text) => sign(null, Buffer.from(text), privateKey).toString('base64url') };
}

/** The shop's signer where development overrides are on (DEV_OVERRIDES); none where they are off. */
export async function shopDevOverrideSigner(config: Pick<AppConfig, 'auth' | 'dataDir' | 'isProduction' | 'devOverrides'>) {
  return config.devOverrides ? devOverrideSigner(await resolveJwtSecret(config)) : undefined;
}
