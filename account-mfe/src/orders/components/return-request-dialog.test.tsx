import { File as NodeFile } from 'node:buffer';
import { configureApiClient } from '@shop/shared/api-client';
import type { ApiFailure, ApiSuccess, ReturnRequestBody } from '@shop/shared/contracts';
import { clearToasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREADABLE_PHOTO } from './return-photo-picker';
import { ReturnRequestDialog } from './return-request-dialog';

const RETURN = '/api/v1/order/return';

// Node's fetch cannot send jsdom's FormData (the call never completes), and Node's FormData takes only
// Node's files: with both of Node's own, the form reaches the server as a browser sends it. Node's
// FormData is not a global under jsdom, so it is taken from a form that Node's Response reads.
const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

let server: TestServer;
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
// The picker's accept list is a hint to the browser's file window; the check itself is the page's.
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(async () => {
  server = await startTestServer();
  configureApiClient({ getApiBaseUrl: () => server.origin });
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  clearToasts();
  let made = 0;
  URL.createObjectURL = vi.fn(() => {
    made += 1;
    return `blob:photo-${made}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

/** The form the server received, read back as multipart. */
function sentForm(index: number) {
  const req = server.received[index];
  return new Response(req?.body, { headers: { 'content-type': req?.headers['content-type'] ?? '' } }).formData();
}

function openDialog(onDone = vi.fn()) {
  render(<ReturnRequestDialog orderId="ord-1" onClose={vi.fn()} onDone={onDone} />);
  const dialog = screen.getByRole('dialog', { name: 'Return this order' });
  return { dialog, onDone, picker: () => within(dialog).getByLabelText(/^Add (more )?photos/) as HTMLInputElement };
}

describe('the return form’s photos', () => {
  it('says so at its place when a file named like a picture does not open as one, instead of a broken image', async () => {
    const { dialog, picker } = openDialog();
    await user().upload(picker(), [png('notes.png')]);
    const [chosen] = within(within(dialog).getByRole('list', { name: 'Photos (optional)' })).getAllByRole('listitem');
    fireEvent.error(within(chosen as HTMLElement).getByRole('img', { name: 'Preview 1: notes.png' }));
    expect(within(chosen as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(chosen as HTMLElement).getByRole('alert').textContent).toBe(UNREADABLE_PHOTO);
  });

  it('previews chosen photos, marks one that is not a picture at its place, removes it, and sends the rest as a form', async () => {
    server.route(
      'POST',
      RETURN,
      (): ApiSuccess<{ orderId: string }> => ({
        success: true,
        message: 'Return requested.',
        data: { orderId: 'ord-1' },
      }),
    );
    const { dialog, onDone, picker } = openDialog();
    await user().upload(picker(), [png('crushed.png'), jpeg('box.jpg'), new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })]);

    const chosen = within(within(dialog).getByRole('list', { name: 'Photos (optional)' })).getAllByRole('listitem');
    expect(chosen).toHaveLength(3);
    expect(
      within(chosen[0] as HTMLElement)
        .getByRole('img', { name: 'Preview 1: crushed.png' })
        .getAttribute('src'),
    ).toMatch(/^blob:/);
    expect(within(chosen[2] as HTMLElement).getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP image.');

    await user().type(within(dialog).getByLabelText(/Why are you returning it/), 'The bars were crushed');
    await user().click(within(dialog).getByRole('button', { name: 'Request Return' }));
    expect(server.received).toHaveLength(0);
    expect(within(dialog).getByText('Remove the photos that cannot be sent, or choose others.')).toBeTruthy();

    await user().click(within(dialog).getByRole('button', { name: 'Remove photo 3' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    // Focus goes back to the picker, not to the top of the page.
    expect(document.activeElement).toBe(picker());
    await user().click(within(dialog).getByRole('button', { name: 'Request Return' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.received.map((req) => [req.method, req.path])).toEqual([['POST', RETURN]]);
    const form = await sentForm(0);
    expect({ orderId: form.get('orderId'), reason: form.get('reason') }).toEqual({
      orderId: 'ord-1',
      reason: 'The bars were crushed',
    } satisfies ReturnRequestBody);
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['crushed.png', 'box.jpg']);
  });

  it('takes three photos at most, and says so', async () => {
    const { dialog, picker } = openDialog();
    await user().upload(picker(), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('You can add up to 3 photos.')).toBeTruthy();
    expect(picker().getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a photo over 2 MB when chosen, at its place', async () => {
    const { dialog, picker } = openDialog();
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user().upload(picker(), [huge]);
    expect(within(within(dialog).getByRole('listitem')).getByRole('alert').textContent).toBe(
      'The image is larger than 2 MB. Choose a smaller one.',
    );
  });

  it('marks the photo the shop refused by its bytes, and keeps the form to send again', async () => {
    server.route('POST', RETURN, (_req, res) =>
      sendJson(res, 400, {
        success: false,
        errorCode: 'NOT_AN_IMAGE',
        message: 'Photo 2 is not a JPEG, PNG or WebP picture.',
        data: { picture: 2 },
      } satisfies ApiFailure),
    );
    const { dialog, picker } = openDialog();
    await user().upload(picker(), [png('a.png'), png('renamed.png')]);
    await user().type(within(dialog).getByLabelText(/Why are you returning it/), 'Crushed bars');
    await user().click(within(dialog).getByRole('button', { name: 'Request Return' }));
    const second = within(dialog).getAllByRole('listitem')[1] as HTMLElement;
    expect((await within(second).findByRole('alert')).textContent).toBe('Photo 2 is not a JPEG, PNG or WebP picture.');
    expect(within(dialog).getByRole('button', { name: 'Request Return' })).toBeTruthy();
  });

  it('is reached from the keyboard: the reason, each Remove, the picker, then the buttons', async () => {
    const { dialog, picker } = openDialog();
    await user().upload(picker(), [png('a.png')]);
    within(dialog)
      .getByLabelText(/Why are you returning it/)
      .focus();
    const expected = [
      within(dialog).getByRole('button', { name: 'Remove photo 1' }),
      picker(),
      within(dialog).getByRole('button', { name: 'Keep Order' }),
      within(dialog).getByRole('button', { name: 'Request Return' }),
    ];
    for (const element of expected) {
      await user().tab();
      expect(document.activeElement).toBe(element);
    }
  });
});
