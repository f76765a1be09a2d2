import { PolicyDocument } from '../../components/policy-document';

// Operation policies (spec §2), in full, with a table of contents.
export default function OperationPoliciesPage() {
  return <PolicyDocument policy="operation" level={1} />;
}
