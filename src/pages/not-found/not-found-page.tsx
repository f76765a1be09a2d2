import { NotFound } from '../../components/not-found';

// Any path that the route table does not know (spec §2).
export default function NotFoundPage() {
  return <NotFound />;
}
