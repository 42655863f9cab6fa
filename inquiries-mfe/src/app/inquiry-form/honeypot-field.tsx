import { HONEYPOT_FIELD } from '@shop/shared/validation';
import type { CSSProperties, InputHTMLAttributes, Ref } from 'react';

// Off-screen rather than display:none, which some robots know to skip.
const offScreen: CSSProperties = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' };

/**
 * The trap field: out of sight, out of the tab order and out of the accessibility tree, so only
 * a robot filling every input fills it. The server then drops the post without saying so.
 */
export function HoneypotField({ id, ...input }: { id: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>Website</label>
      <input name={HONEYPOT_FIELD} {...input} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
