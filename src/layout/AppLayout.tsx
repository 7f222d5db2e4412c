import { Outlet } from 'react-router-dom';

// Placeholder until the layout work lands.
export default function AppLayout() {
  return (
    <main className="container py-4">
      <Outlet />
    </main>
  );
}
