import { PolicyDocument } from '../../components/policy-document';

// Privacy policy (spec §2), in full, with a table of contents.
export default function PrivacyPage() {
  return <PolicyDocument policy="privacy" level={1} />;
}
