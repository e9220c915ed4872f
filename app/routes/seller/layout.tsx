import { Outlet } from 'react-router';

export default function SellerLayout() {
  return <Outlet />;
}
