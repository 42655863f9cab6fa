import { toast } from '@shop/shared/stores';
import { useEffect, useRef, useState } from 'react';

/** How long the button says 'Copied'. */
export const COPIED_FOR_MS = 2000;

/** Copies a code to the clipboard; `copied` is true for two seconds after it worked. */
export function useCopyCode(code: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      toast.error(`Could not copy the code; it is ${code}`);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }

  return { copied, copy } as const;
}
