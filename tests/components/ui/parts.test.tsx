// The small parts: badge, card, stat grid, empty state, money, page header.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../../src/components/ui/badge';
import { Card } from '../../../src/components/ui/card';
import { EmptyState } from '../../../src/components/ui/empty-state';
import { Money } from '../../../src/components/ui/money';
import { Page, PageHeader } from '../../../src/components/ui/page';
import { StatGrid } from '../../../src/components/ui/stat-grid';
import { groupTone, inquiryTone, submissionTone, withdrawalTone } from '../../../src/components/ui/tones';
import { changeLanguage } from '../../../src/lib/i18n';
import { setDeployment } from '../../../src/stores/deployment-store';
import { deploymentSettings } from '../../../contract/currency-rules';

describe('the parts', () => {
  it('Badge names the state and carries its tone', () => {
    render(<Badge tone={withdrawalTone.rejected}>Rejected</Badge>);
    const badge = screen.getByText('Rejected');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    // The tone's pair of tokens.
    expect(badge.style.getPropertyValue('--badge-text')).toBe('var(--color-danger)');
    expect(badge.style.getPropertyValue('--badge-background')).toBe('var(--color-danger-soft)');
  });

  it('tones mean one thing across every kind of state', () => {
    // Money or work refused is danger everywhere; success is done well; progress waits on us.
    expect(submissionTone.returned).toBe('danger');
    expect(withdrawalTone.rejected).toBe('danger');
    expect(submissionTone.closed).toBe('success');
    expect(withdrawalTone.paid).toBe('success');
    expect(inquiryTone.answered).toBe('success');
    expect(submissionTone.reviewing).toBe('progress');
    expect(withdrawalTone.requested).toBe('progress');
    expect(inquiryTone.unanswered).toBe('progress');
    expect(groupTone[3]).toBe(submissionTone.competing);
  });

  it('Card with a title is a labelled section', () => {
    render(<Card title="Earnings">content</Card>);
    expect(screen.getByRole('region', { name: 'Earnings' })).toHaveTextContent('content');
  });

  it('Card without a title can be named by a heading elsewhere', () => {
    render(
      <>
        <h1 id="notice-title">December payouts</h1>
        <Card as="article" labelledBy="notice-title">
          content
        </Card>
      </>,
    );
    expect(screen.getByRole('article', { name: 'December payouts' })).toHaveTextContent('content');
  });

  it('StatGrid is a description list of label and value', () => {
    render(
      <StatGrid
        label="Figures"
        stats={[{ label: 'Reward', value: '₩1,000', hint: 'in total', emphasis: true }]}
      />,
    );
    const list = screen.getByLabelText('Figures');
    expect(within(list).getByRole('term')).toHaveTextContent('Reward');
    expect(
      within(list)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['₩1,000', 'in total']);
  });

  it('EmptyState is announced politely with its next step', () => {
    render(<EmptyState title="No inquiries yet" action={<button type="button">Write one</button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('No inquiries yet');
    expect(screen.getByRole('button', { name: 'Write one' })).toBeInTheDocument();
  });

  it('Money is in the deployment currency, in the language conventions', async () => {
    const { rerender } = render(<Money amount={48350} />);
    expect(screen.getByText('₩48,350')).toBeInTheDocument();
    await changeLanguage('ko');
    rerender(<Money amount={48350} signed />);
    expect(screen.getByText('+48,350원')).toBeInTheDocument();
    setDeployment(deploymentSettings('USD', 'US'));
    rerender(<Money amount={5} />);
    expect(screen.getByText('US$5.00')).toBeInTheDocument();
  });

  it('PageHeader has the page h1, a way back and the actions', () => {
    render(
      <MemoryRouter>
        <Page>
          <PageHeader
            title="Inquiry"
            back={{ to: '/qna', label: 'All inquiries' }}
            intro="One question."
            actions={<button type="button">Edit</button>}
          />
        </Page>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inquiry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All inquiries/ })).toHaveAttribute('href', '/qna');
    expect(screen.getByText('One question.')).toBeInTheDocument();
  });
});
