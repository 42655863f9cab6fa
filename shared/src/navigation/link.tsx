import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigator';

/** Props of an in-site link. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real anchor that navigates inside the site without reloading; modified clicks open as usual. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
      {...rest}
    />
  );
}
