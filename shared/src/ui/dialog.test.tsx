// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Details"
          closeLabel="Close details"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <a href="/terms">Terms</a>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, with focus inside it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it once and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it and gives focus back to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the opener when its owner unmounts it while open', () => {
    const page = (open: boolean) => (
      <>
        <button type="button">Open</button>
        {open && (
          <Dialog title="Details" onClose={() => {}}>
            <a href="/terms">Terms</a>
          </Dialog>
        )}
      </>
    );
    const { rerender } = render(page(false));
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(page(true));
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    rerender(page(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
