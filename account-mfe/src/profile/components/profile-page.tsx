import { useStore } from '@nanostores/react';
import { BusinessDetailsPanel } from '@shop/shared/business';
import { $session } from '@shop/shared/stores';
import { PageContainer, PageSkeleton } from '@shop/shared/ui';
import { ProfileCard } from './profile-card';
import { SavedAddresses } from './saved-addresses';

/** /profile: the shopper's details with edit mode, the saved addresses, then the business details for GST invoices. */
export function ProfilePage() {
  const { userInfo } = useStore($session);
  // The shell's guard lets only signed-in shoppers in; the user is known by then.
  if (!userInfo) return <PageSkeleton label="Loading your profile…" />;
  return (
    <PageContainer className="acc:space-y-10">
      {/* Keyed by account so a different sign-in never shows the last shopper's draft. */}
      <ProfileCard key={userInfo._id ?? userInfo.email} user={userInfo} />
      <SavedAddresses />
      <BusinessDetailsPanel />
    </PageContainer>
  );
}
