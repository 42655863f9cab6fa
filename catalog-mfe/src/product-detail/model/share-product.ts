import { toast } from '@shop/shared/stores';

/** What the share button hands the device. */
export interface ShareTarget {
  title: string;
  url: string;
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Opens the device's share sheet when there is one, else copies the link and says so. */
export async function shareProduct(target: ShareTarget): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: target.title, url: target.url });
      return;
    } catch (error) {
      // Closing the sheet is the shopper's choice, not a failure.
      if (isCancelled(error)) return;
    }
  }
  try {
    await navigator.clipboard.writeText(target.url);
    toast.success('Link copied to clipboard!');
  } catch {
    toast.error('Could not copy the link. Please copy it from the address bar.');
  }
}
