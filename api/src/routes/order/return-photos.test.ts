import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, returnPhotos } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addStaff, staffSignIn } from '../admin/staff-fixtures';
import { call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { type FilePart, jpegBytes, multipartBody, pngBytes, webpBytes } from '../profile/profile-fixtures';
import { IMAGE_MAX_BYTES } from '../uploads/image-files';
import { returnPhotosDir } from '../uploads/return-photo-files';
import { type Buyer, buyer, placeOrder } from './order-fixtures';

// Each test's app keeps its uploads in a folder of its own, so a test sees only the files it caused.
const root = path.join(os.tmpdir(), `return-photos-test-${randomUUID()}`);
const database = useTestDatabase();
const app = useTestApp(database, { config: () => ({ dataDir: path.join(root, randomUUID()) }) });
const db = () => database().db;

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const photo = (bytes: Buffer, filename = 'photo.png', type = 'image/png'): FilePart => ({ field: 'photos', filename, type, bytes });
const storedFiles = async () => readdir(returnPhotosDir(app().config.dataDir)).catch(() => [] as string[]);

/** A cash order of Asha's, delivered today, and the warehouse's staff session. */
async function deliveredOrder() {
  const warehouse = await addStaff(db(), 'warehouse');
  const staff = { kind: 'staff' as const, staffId: warehouse.id, role: warehouse.role };
  const asha = await buyer(app(), database());
  await asha.fill(await addProduct(db(), { categoryId: await addCategory(db(), 'Soap'), stock: 5 }), 1);
  const orderId: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
  const desk = await addStaff(db(), 'orders');
  await app().orderService.transition({ orderId, to: 'confirmed', actor: { kind: 'staff', staffId: desk.id, role: desk.role } });
  await app().orderService.transition({ orderId, to: 'packed', actor: staff });
  await app().orderService.transition({ orderId, to: 'shipped', actor: staff, courier: 'dtdc', trackingNumber: 'D12345678' });
  await app().orderService.transition({ orderId, to: 'delivered', actor: staff });
  return { asha, orderId, staffCookies: await staffSignIn(app(), 'warehouse@example.in') };
}

function askReturn(who: Buyer, fields: Record<string, string>, files: FilePart[]) {
  const { payload, contentType } = multipartBody(fields, files);
  return app().inject({
    method: 'POST',
    url: '/api/v1/order/return',
    payload,
    headers: { ...XHR, ...who.headers, 'content-type': contentType },
  });
}

const statusOf = async (orderId: string) => (await db().select().from(orders)).find((order) => order.id === orderId)?.status;

describe('a return request with photos', () => {
  it('keeps up to three photos under random names, readable by the shopper who sent them and by staff, by no one else', async () => {
    const { asha, orderId, staffCookies } = await deliveredOrder();
    const sent = await askReturn(asha, { orderId, reason: 'The bars were crushed' }, [
      photo(pngBytes(), 'crushed.png'),
      photo(jpegBytes(), 'box.jpg', 'image/jpeg'),
      photo(webpBytes(), 'label.webp', 'image/webp'),
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/^Return requested/);
    const files = await storedFiles();
    expect(files).toHaveLength(3);
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{32}\.(png|jpg|webp)$/);

    // The shopper's timeline: the return request carries its photos.
    const [mine] = (await call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: asha.headers })).json().data;
    const asked = mine.events.at(-1);
    expect(asked).toMatchObject({ status: 'return_requested', photos: expect.any(Array) });
    expect(asked.photos).toHaveLength(3);
    // In the order they were chosen: "Photo 1" is the first picked, for the shopper and for staff.
    const kinds = (urls: string[]) => urls.map((url) => path.extname(url));
    expect(kinds(asked.photos)).toEqual(['.png', '.jpg', '.webp']);
    expect(mine.events[0].photos).toBeUndefined();
    const first = (asked.photos as string[])[0] ?? '';
    expect(first).toMatch(new RegExp(`^/api/v1/order/return-photos/${orderId}/[0-9a-f]{32}\\.(png|jpg|webp)$`));
    const opened = await app().inject({ method: 'GET', url: first, headers: asha.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^image\/(png|jpeg|webp)$/);
    expect(opened.headers['cache-control']).toMatch(/^private\b/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');

    // Staff read the same photos from the back office's origin, under /api/admin where its cookie goes.
    const detail = (await call(app(), 'GET', `/api/admin/v1/orders/${orderId}`, undefined, { cookies: staffCookies })).json().data;
    expect(kinds(detail.returnPhotos.map((shown: { url: string }) => shown.url))).toEqual(['.png', '.jpg', '.webp']);
    const staffUrl: string = detail.returnPhotos[0].url;
    expect(staffUrl).toMatch(new RegExp(`^/api/admin/v1/orders/${orderId}/return-photos/[0-9a-f]{32}\\.(png|jpg|webp)$`));
    const seen = await call(app(), 'GET', staffUrl, undefined, { cookies: staffCookies });
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.length).toBeGreaterThan(0);

    // No one else: another shopper, no session, the public uploads, or a name under another order.
    const name = path.basename(first);
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    expect((await app().inject({ method: 'GET', url: first, headers: ravi.headers })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: first })).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: staffUrl })).statusCode).toBe(401);
    expect((await app().inject({ method: 'GET', url: `/api/uploads/avatars/${name}` })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: `/api/media/uploads/return-photos/${name}` })).statusCode).toBe(404);
    const otherOrder = randomUUID();
    expect(
      (await app().inject({ method: 'GET', url: `/api/v1/order/return-photos/${otherOrder}/${name}`, headers: asha.headers })).statusCode,
    ).toBe(404);
    expect(
      (await call(app(), 'GET', `/api/admin/v1/orders/${otherOrder}/return-photos/${name}`, undefined, { cookies: staffCookies }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app().inject({ method: 'GET', url: `/api/v1/order/return-photos/not-an-id/..%2f${name}`, headers: asha.headers })).statusCode,
    ).toBe(404);
  });

  it.each([
    {
      case: 'a fourth photo',
      files: [photo(pngBytes()), photo(pngBytes()), photo(pngBytes()), photo(pngBytes())],
      errorCode: 'TOO_MANY_IMAGES',
      message: 'Send at most 3 photos.',
    },
    {
      case: 'a photo that is not an image (whatever it is called)',
      files: [photo(pngBytes()), photo(Buffer.from('just some text, not a picture'), 'fake.png')],
      errorCode: 'NOT_AN_IMAGE',
      message: 'Photo 2 is not a JPEG, PNG or WebP picture.',
    },
    {
      case: 'a photo over 2 MB',
      files: [photo(pngBytes(IMAGE_MAX_BYTES + 1), 'huge.png')],
      errorCode: 'IMAGE_TOO_LARGE',
      message: 'Photo 1 is larger than 2 MB. Choose a smaller one.',
    },
  ])('refuses $case with 400 and keeps nothing: no file, no photo, no return', async ({ files, errorCode, message }) => {
    const { asha, orderId } = await deliveredOrder();
    const refused = await askReturn(asha, { orderId, reason: 'The bars were crushed' }, files);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode, message });
    expect(await storedFiles()).toEqual([]);
    expect(await db().select().from(returnPhotos)).toEqual([]);
    expect(await statusOf(orderId)).toBe('delivered');
  });

  it('tells which photo was refused, for the form to mark it', async () => {
    const { asha, orderId } = await deliveredOrder();
    const refused = await askReturn(asha, { orderId, reason: 'Crushed' }, [photo(pngBytes()), photo(Buffer.from('text'), 'notes.png')]);
    expect(refused.json().data).toEqual({ picture: 2 });
  });

  it('keeps no photo when the return itself is refused, and checks the reason as the JSON call does', async () => {
    const { asha, orderId } = await deliveredOrder();
    const noReason = await askReturn(asha, { orderId }, [photo(pngBytes())]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { reason: 'Please tell us why you are returning the order.' },
    });

    expect((await askReturn(asha, { orderId, reason: 'First ask' }, [])).statusCode).toBe(200);
    // Asked already: the order is no longer delivered, so the photos of a second ask go again.
    const again = await askReturn(asha, { orderId, reason: 'Second ask' }, [photo(pngBytes()), photo(jpegBytes(), 'b.jpg', 'image/jpeg')]);
    expect(again.statusCode).toBe(409);
    expect(await storedFiles()).toEqual([]);
    expect(await db().select().from(returnPhotos)).toEqual([]);

    const ravi = await buyer(app(), database(), 'ravi@example.in');
    expect((await askReturn(ravi, { orderId, reason: 'Not mine' }, [photo(pngBytes())])).statusCode).toBe(404);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file in another field and a form it cannot read with 400', async () => {
    const { asha, orderId } = await deliveredOrder();
    const elsewhere = await askReturn(asha, { orderId, reason: 'Crushed' }, [{ ...photo(pngBytes()), field: 'receipt' }]);
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, 'Only photos may carry a file.']);
    const broken = await app().inject({
      method: 'POST',
      url: '/api/v1/order/return',
      payload: '--x\r\nContent-Disposition: form-data; name="reason"\r\n\r\nCrushed',
      headers: { ...XHR, ...asha.headers, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('delivered');
  });
});
