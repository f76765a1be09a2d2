import { PolicyDocument } from '../../components/policy-document';

// Terms of service (spec §2), in full, with a table of contents.
export default function AgreementPage() {
  return <PolicyDocument policy="terms" level={1} />;
}
