import { PolicyDocument } from '../../components/policy-document';

// Profit policies (spec §2), in full, with a table of contents. Amounts follow the language's
// currency (spec §1, §9).
export default function ProfitPoliciesPage() {
  return <PolicyDocument policy="profit" level={1} />;
}
