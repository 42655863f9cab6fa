import { describe, expect, it } from 'vitest';
import { addPhotos, markRefused, refusedPicture } from './return-photos';

const file = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });
let counter = 0;
const nextKey = () => `k${++counter}`;

describe('return photos', () => {
  it('adds up to three, checking each as an avatar is, and says when some did not fit', () => {
    const first = addPhotos([], [file('a.png'), file('b.gif', 'image/gif')], nextKey);
    expect(first.leftOut).toBe(false);
    expect(first.photos.map((photo) => [photo.file.name, photo.problem])).toEqual([
      ['a.png', null],
      ['b.gif', 'Choose a JPEG, PNG or WebP image.'],
    ]);
    const second = addPhotos(first.photos, [file('c.webp', 'image/webp'), file('d.jpg', 'image/jpeg')], nextKey);
    expect(second.photos.map((photo) => photo.file.name)).toEqual(['a.png', 'b.gif', 'c.webp']);
    expect(second.leftOut).toBe(true);
    expect(new Set(second.photos.map((photo) => photo.key)).size).toBe(3);
  });

  it('marks the photo a refusal names, counting from 1, and reads that number only when it is one', () => {
    const { photos } = addPhotos([], [file('a.png'), file('b.png')], nextKey);
    expect(markRefused(photos, 2, 'Not a picture').map((photo) => photo.problem)).toEqual([null, 'Not a picture']);
    expect(refusedPicture({ data: { picture: 2 } })).toBe(2);
    for (const body of [null, {}, { data: null }, { data: { picture: 0 } }, { data: { picture: '2' } }, { data: { picture: 1.5 } }]) {
      expect(refusedPicture(body)).toBeNull();
    }
  });
});
