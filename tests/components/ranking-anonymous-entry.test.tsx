// An entry whose creator has left the portal (issue 19): the server answers an empty name with
// `anonymous: true`; the ranking shows a neutral label in the reader's language, in the table, on
// the play button and in the player's title.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { GroupSubmission, LetterTemplate } from '../../contract/topics';
import { MediaDialog, type MediaTarget } from '../../src/components/competition-status-dialog/media-dialog';
import { RankingTable } from '../../src/components/competition-status-dialog/ranking-table';
import { changeLanguage } from '../../src/lib/i18n';

const row = (uuid: string, ranking: number, template: LetterTemplate): GroupSubmission => ({
  uuid,
  ranking,
  countOfOrder: 10 * ranking,
  ratio: 50,
  accumulationAmount: 1000,
  mcfSubmission: { letterTemplates: [template] },
});

const rows = [
  row('a', 1, { name: '', tType: 'video', videoUrl: '/v.mp4', thumbnailUrl: '/t.jpg', anonymous: true }),
  row('b', 2, { name: 'Latte art', tType: 'video', videoUrl: '/w.mp4', thumbnailUrl: '/u.jpg' }),
];

function Ranking() {
  const [target, setTarget] = useState<MediaTarget | null>(null);
  return (
    <>
      <RankingTable
        submissions={rows}
        waiting={false}
        onOpen={(template, opener) => setTarget({ template, opener })}
      />
      {target && <MediaDialog target={target} onClose={() => setTarget(null)} />}
    </>
  );
}

describe('an entry of a creator who left', () => {
  it('shows "Entry by a former member" in English and 탈퇴한 회원의 출품작 in Korean', async () => {
    const user = userEvent.setup();
    const view = render(<Ranking />);
    const button = screen.getByRole('button', { name: 'Entry by a former member (play video)' });
    expect(screen.getByRole('button', { name: 'Latte art (play video)' })).toBeInTheDocument();
    await user.click(button);
    expect(within(await screen.findByRole('dialog')).getByRole('heading')).toHaveTextContent(
      'Entry by a former member',
    );
    view.unmount();

    await changeLanguage('ko');
    render(<Ranking />);
    expect(screen.getByRole('button', { name: /^탈퇴한 회원의 출품작 \(/ })).toBeInTheDocument();
  });
});
