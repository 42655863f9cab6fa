import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AcceptInvitePage } from '../invite/components/accept-invite-page';

export default function AcceptInvitePageExposed(_props: PageProps) {
  return <AcceptInvitePage />;
}

({ default: AcceptInvitePageExposed }) satisfies PageModule<undefined>;
