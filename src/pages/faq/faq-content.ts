// The FAQ's topics and questions in display order. The texts live in locales/*/faq.json under
// `groups.<topic>.items.<question>`; the ids are also the page's anchors (`/faq#<id>`), so they
// must stay stable and unique once published (other pages and notices link to them).
export const FAQ_GROUPS = [
  {
    id: 'competitions',
    questions: ['how-to-join', 'job-types', 'length-rules', 'reward-and-capacity', 'competition-start'],
  },
  {
    id: 'submissions',
    questions: ['submit-work', 'review-time', 'entry-status', 'returned-entry', 'edit-after-submit'],
  },
  {
    id: 'project-files',
    questions: ['what-are-project-files', 'file-limits', 'file-types', 'upload-failed'],
  },
  {
    id: 'rankings',
    questions: [
      'group-states',
      'waiting-dashes',
      'statistics-update',
      'ranking-columns',
      'local-time',
      'play-works',
    ],
  },
  {
    id: 'earnings',
    questions: [
      'check-earnings',
      'minimum-cash-out',
      'vat',
      'payout-time',
      'withdrawal-documents',
      'minor-withdrawal',
    ],
  },
  {
    id: 'account',
    questions: ['sign-up', 'password-rules', 'verification-email', 'forgot-account', 'language-currency'],
  },
] as const;
