import { describe, expect, it } from 'vitest';
import { isRecordId } from './record-id';

describe('isRecordId', () => {
  it.each([
    '673ddca2-2305-4f1f-b7ec-42782fbd73d4',
    '673DDCA2-2305-4F1F-B7EC-42782FBD73D4',
    '00000000-0000-0000-0000-000000000000',
    // A time-ordered (v7) id and one with no standard version are still the database's ids.
    '01936b2e-5f3c-7a2b-9c4d-1e2f3a4b5c6d',
    '12345678-1234-0234-1234-123456789012',
  ])('accepts the UUID %s', (value) => {
    expect(isRecordId(value)).toBe(true);
  });

  it.each([
    '',
    'x',
    'c1',
    'p1',
    '673ddca2-2305-4f1f-b7ec-42782fbd73d',
    '673ddca2-2305-4f1f-b7ec-42782fbd73d4a',
    '673ddca223054f1fb7ec42782fbd73d4',
    '{673ddca2-2305-4f1f-b7ec-42782fbd73d4}',
    ' 673ddca2-2305-4f1f-b7ec-42782fbd73d4',
    '673ddca2-2305-4f1f-b7ec-42782fbd73d4\n',
    'g73ddca2-2305-4f1f-b7ec-42782fbd73d4',
  ])('refuses %j', (value) => {
    expect(isRecordId(value)).toBe(false);
  });
});
