import { AdminLoading } from "@/components/admin/shell/admin-loading"

export default function Loading() {
  return <AdminLoading />
}
