import { ManagedLoginPage } from '../components/ManagedLoginPage';

export default function AddBrandLoginPage() {
  return <ManagedLoginPage kind="brand" />;
}
