import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { AuditPage } from '../audit/components/audit-page';

export default function AuditPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="audit:read">
      <AuditPage />
    </StaffGate>
  );
}

({ default: AuditPageExposed }) satisfies PageModule<undefined>;
