/** What the signed-in staff member may do, for hiding what their role cannot use (issue 35).
 * The server refuses it anyway; this only keeps the panel honest. Read from the /seller layout's loader. */
import { useRouteLoaderData } from 'react-router';
import type { Permission } from '../../../domain/staff/permissions';

type LayoutData = { staff: { permissions: Permission[] } | null } | undefined;

export function useStaffCan(): (permission: Permission) => boolean {
  const data = useRouteLoaderData('routes/seller/layout') as LayoutData;
  const held = new Set(data?.staff?.permissions ?? []);
  return (permission) => held.has(permission);
}
