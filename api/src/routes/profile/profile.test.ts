import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { AVATAR_MAX_BYTES, avatarsDir } from '../uploads/avatar-files';
import { type FilePart, jpegBytes, multipartBody, pngBytes, webpBytes } from './profile-fixtures';

const dataDir = path.join(os.tmpdir(), `profile-test-${randomUUID()}`);
const database = useTestDatabase();
const app = useTestApp(database, { config: { dataDir } });

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function updateProfile(cookies: Record<string, string>, fields: Record<string, string>, file?: FilePart) {
  const { payload, contentType } = multipartBody(fields, file);
  return app().inject({ method: 'PUT', url: '/api/v1/profile', payload, cookies, headers: { ...XHR, 'content-type': contentType } });
}

async function signedIn(overrides: Parameters<typeof addUser>[1] = {}) {
  await addUser(database().db, overrides);
  return (await signIn(app())).cookies;
}

describe('GET /api/v1/profile', () => {
  it('returns the shopper, an empty cart and the wishlist', async () => {
    const cookies = await signedIn();
    const response = await call(app(), 'GET', '/api/v1/profile', undefined, { cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        user: {
          _id: expect.any(String),
          fullName: 'Asha Patel',
          email: 'asha@example.in',
          phoneNumber: '9876543210',
          profileImage: '',
          accountType: 'retailer',
          isAlreadyCouponUsed: false,
          cart: [],
          wishlist: [],
        },
        cart: [],
        wishlist: [],
      },
    });
  });
});

describe('PUT /api/v1/profile', () => {
  it("changes the full name and answers 'Profile Update Successfully' with the user", async () => {
    const cookies = await signedIn();
    const response = await updateProfile(cookies, { fullName: '  Asha P. Patel ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile Update Successfully',
      data: { user: { fullName: 'Asha P. Patel' } },
    });
  });

  it('completes a profile with a phone number; a wholesaler stays a wholesaler', async () => {
    const cookies = await signedIn({ accountType: 'wholesaler', phoneNumber: '' });
    const response = await updateProfile(cookies, { phoneNumber: '9825098250', accountType: 'retailer' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ phoneNumber: '9825098250', accountType: 'wholesaler' });
  });

  it.each([
    [{ accountType: 'wholesaler' }, 'Choose an account type'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '12345' }, 'Enter a valid phone number'],
    [{ fullName: ' ' }, 'Enter your full name'],
  ])('refuses %j with a clear message', async (fields, message) => {
    const cookies = await signedIn();
    const response = await updateProfile(cookies, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
    const [row] = await database().db.select().from(users);
    expect(row).toMatchObject({ accountType: 'retailer', phoneNumber: '9876543210', fullName: 'Asha Patel' });
  });

  it.each([
    ['png', pngBytes(), 'image/png'],
    ['jpg', jpegBytes(), 'image/jpeg'],
    ['webp', webpBytes(), 'image/webp'],
  ] as const)('stores a %s picture and serves it with nosniff and a long cache', async (extension, bytes, contentType) => {
    const cookies = await signedIn();
    // The declared type is ignored: the bytes decide.
    const response = await updateProfile(
      cookies,
      { fullName: 'Asha Patel' },
      { filename: 'me.bin', type: 'application/octet-stream', bytes },
    );
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.user.profileImage;
    expect(url).toMatch(new RegExp(`^/api/uploads/avatars/[0-9a-f]{32}\\.${extension}$`));

    const served = await app().inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    // Stored redrawn, in the format it came in.
    expect((await sharp(served.rawPayload).metadata()).format).toBe(extension === 'jpg' ? 'jpeg' : extension);
  });

  it('drops the EXIF block (a GPS position) of an uploaded photo, and refuses bytes that only start like a picture', async () => {
    const cookies = await signedIn();
    const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#08c' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await updateProfile(cookies, {}, { filename: 'me.jpg', type: 'image/jpeg', bytes: photo });
    expect(response.statusCode).toBe(200);
    const stored = await readFile(path.join(avatarsDir(dataDir), path.basename(response.json().data.user.profileImage)));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 8, height: 6 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Phone'))).toBe(false);

    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 1)]);
    const refused = await updateProfile(cookies, {}, { filename: 'me.jpg', type: 'image/jpeg', bytes: fake });
    expect(refused.json()).toMatchObject({ errorCode: 'NOT_AN_IMAGE', message: 'The profile image must be a JPEG, PNG or WebP picture.' });
  });

  it('accepts a picture of exactly 2 MB and refuses a larger one with 400', async () => {
    const cookies = await signedIn();
    expect(
      (await updateProfile(cookies, {}, { filename: 'big.png', type: 'image/png', bytes: pngBytes(AVATAR_MAX_BYTES) })).statusCode,
    ).toBe(200);
    const tooBig = await updateProfile(cookies, {}, { filename: 'big.png', type: 'image/png', bytes: pngBytes(AVATAR_MAX_BYTES + 1) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ success: false, errorCode: 'IMAGE_TOO_LARGE', message: 'The profile image must be 2 MB or smaller.' });
  });

  it('refuses bytes that are not a picture, even named .png and sent as image/png', async () => {
    const cookies = await signedIn();
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await updateProfile(cookies, { fullName: 'Changed' }, { filename: 'avatar.png', type: 'image/png', bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_AN_IMAGE', message: 'The profile image must be a JPEG, PNG or WebP picture.' });
    const [row] = await database().db.select().from(users);
    expect(row).toMatchObject({ fullName: 'Asha Patel', profileImage: '' });
  });

  it('deletes the old picture when a new one replaces it', async () => {
    const cookies = await signedIn();
    const first = await updateProfile(cookies, {}, { filename: 'a.png', type: 'image/png', bytes: pngBytes() });
    const second = await updateProfile(cookies, {}, { filename: 'b.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    const files = await readdir(avatarsDir(dataDir));
    expect(files).toContain(path.basename(second.json().data.user.profileImage));
    expect(files).not.toContain(path.basename(first.json().data.user.profileImage));
    expect((await app().inject({ method: 'GET', url: first.json().data.user.profileImage })).statusCode).toBe(404);
  });

  it('ignores an empty file input, as a browser sends one when no picture was chosen', async () => {
    const cookies = await signedIn();
    const response = await updateProfile(
      cookies,
      { fullName: 'Asha' },
      { filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ fullName: 'Asha', profileImage: '' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'fullName=Asha'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['a body cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha'],
    [
      'a picture cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
  ])('refuses a form with %s with 400 and changes nothing', async (_case, contentType, payload) => {
    const cookies = await signedIn();
    const response = await app().inject({
      method: 'PUT',
      url: '/api/v1/profile',
      payload,
      cookies,
      headers: { ...XHR, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errorCode: 'BAD_REQUEST', message: 'The form could not be read. Please try again.' });
    const [row] = await database().db.select().from(users);
    expect(row).toMatchObject({ fullName: 'Asha Patel', profileImage: '' });
  });

  it('needs a session', async () => {
    const response = await updateProfile({}, { fullName: 'Nobody' });
    expect(response.statusCode).toBe(401);
  });

  it('leaves other routes on JSON only', async () => {
    const { payload, contentType } = multipartBody({ email: 'asha@example.in' });
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload,
      headers: { ...XHR, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /api/uploads/avatars/:file', () => {
  it.each(['nothere.png', '..%2F..%2Fjwt-secret', '0123456789abcdef0123456789abcdef.svg', '0123456789abcdef0123456789abcdef.png'])(
    'answers 404 for %s',
    async (file) => {
      expect((await app().inject({ method: 'GET', url: `/api/uploads/avatars/${file}` })).statusCode).toBe(404);
    },
  );
});
