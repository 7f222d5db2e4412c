import { ManagedLoginPage } from '../components/ManagedLoginPage';

export default function AddInfluencerLoginPage() {
  return <ManagedLoginPage kind="influencer" />;
}
