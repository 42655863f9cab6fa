import { apiAssetUrl } from '@shop/shared/runtime-config';
import { cx } from '@shop/shared/ui';
import { initials } from '../model/profile-edit';

/** Props of the shopper's avatar. */
export interface AvatarProps {
  fullName: string;
  /** The saved picture's path on the API, or '' for none. */
  profileImage?: string;
  /** A chosen, not yet saved picture (an object URL). */
  preview?: string | null;
  className?: string;
}

/** The profile picture, the one about to be saved, or the shopper's initials. */
export function Avatar({ fullName, profileImage, preview, className }: AvatarProps) {
  const source = preview ?? (profileImage ? apiAssetUrl(profileImage) : null);
  const frame = cx(
    'acc:flex acc:size-24 acc:shrink-0 acc:items-center acc:justify-center acc:overflow-hidden acc:rounded-full acc:bg-brand-100 acc:ring-4 acc:ring-white acc:shadow',
    className,
  );
  if (source) {
    return (
      <span className={frame}>
        <img
          src={source}
          alt={preview ? 'New profile picture (not saved yet)' : `Profile picture of ${fullName}`}
          width={96}
          height={96}
          className="acc:size-full acc:object-cover"
        />
      </span>
    );
  }
  return (
    <span className={frame}>
      <span role="img" aria-label={`Initials of ${fullName}`} className="acc:text-3xl acc:font-bold acc:text-brand-800">
        {initials(fullName)}
      </span>
    </span>
  );
}
