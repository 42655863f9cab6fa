import { describe, expect, it } from 'vitest';
import {
  AVATAR_TYPES,
  avatarProblem,
  draftFrom,
  firstName,
  hasChanges,
  initials,
  MAX_AVATAR_BYTES,
  PROFILE_MESSAGES,
  profileFormData,
} from './profile-edit';

const png = (size = 68) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('profile edit model', () => {
  it('greets by the first word of the full name', () => {
    expect(firstName('Asha  Patel')).toBe('Asha');
    expect(firstName('  Ravi ')).toBe('Ravi');
    expect(firstName(undefined)).toBe('');
  });

  it('shows up to two initials for an avatar without a picture', () => {
    expect(initials('asha patel')).toBe('AP');
    expect(initials('Asha Kumari Patel')).toBe('AP');
    expect(initials('Ravi')).toBe('R');
    expect(initials('')).toBe('');
  });

  it('starts edit mode from the saved name with no new image', () => {
    expect(draftFrom({ fullName: 'Asha Patel' })).toEqual({ fullName: 'Asha Patel', image: null });
  });

  it('accepts JPEG, PNG and WebP up to 2 MB as the avatar', () => {
    expect(AVATAR_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const type of AVATAR_TYPES) expect(avatarProblem({ type, size: MAX_AVATAR_BYTES })).toBeNull();
  });

  it('refuses a file over 2 MB before it is sent', () => {
    expect(MAX_AVATAR_BYTES).toBe(2_097_152);
    expect(avatarProblem({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe(PROFILE_MESSAGES.avatarSize);
  });

  it('refuses a file that is not one of the image types', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe(PROFILE_MESSAGES.avatarType);
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe(PROFILE_MESSAGES.avatarType);
  });

  it('has changes when the name differs beyond spaces or an image was chosen', () => {
    const user = { fullName: 'Asha Patel' };
    expect(hasChanges({ fullName: ' Asha Patel ', image: null }, user)).toBe(false);
    expect(hasChanges({ fullName: 'Asha P.', image: null }, user)).toBe(true);
    expect(hasChanges({ fullName: 'Asha Patel', image: png() }, user)).toBe(true);
  });

  it('sends the trimmed name and, when chosen, the image as multipart fields', () => {
    const image = png();
    const withImage = profileFormData({ fullName: '  Asha P. ', image });
    expect(withImage.get('fullName')).toBe('Asha P.');
    expect((withImage.get('profileImage') as File).name).toBe('me.png');
    expect((withImage.get('profileImage') as File).size).toBe(image.size);

    const nameOnly = profileFormData({ fullName: 'Asha', image: null });
    expect([...nameOnly.keys()]).toEqual(['fullName']);
  });
});
