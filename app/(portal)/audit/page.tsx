import { AuditLog } from "@/components/audit/audit-log";

export const metadata = { title: "Audit log · Quoting portal" };

export default function AuditPage() {
  return <AuditLog />;
}
