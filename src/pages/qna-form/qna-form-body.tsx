// The inquiry form's body (issue 25): the form in its card, a chunk of its own with its fields, the
// attachment's checks and upload, and the entries' texts those checks use. The page's frame paints
// the heading (and, when editing, asks for the inquiry) while this downloads.
import type { Inquiry } from '../../../contract/inquiries';
import { Card } from '../../components/ui/card';
import { InquiryForm } from './inquiry-form';

export interface QnaFormBodyProps {
  /** The unanswered inquiry to edit, or null for a new one. */
  inquiry: Inquiry | null;
}

export default function QnaFormBody({ inquiry }: QnaFormBodyProps) {
  return (
    <Card>
      <InquiryForm inquiry={inquiry} />
    </Card>
  );
}
