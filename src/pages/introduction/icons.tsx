// Line icons of the introduction page (24 x 24, drawn in the text colour). Decorative: every icon
// sits next to a text that says the same, so it is hidden from assistive technology.
import type { ReactNode } from 'react';

const shapes = {
  join: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4h12l-2.5 4L17 12H5" />
    </>
  ),
  submit: (
    <>
      <path d="M12 15V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
    </>
  ),
  review: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
      <path d="m8 11 2 2 4-4" />
    </>
  ),
  projectFiles: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="M12 10v6" />
      <path d="m9 13 3 3 3-3" />
    </>
  ),
  compete: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
      <path d="m10.5 8.5 4 2.5-4 2.5z" />
    </>
  ),
  earn: (
    <>
      <path d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H3z" />
      <path d="M3 7 15 4v3" />
      <circle cx="16.5" cy="13.5" r="1" />
    </>
  ),
  withdraw: (
    <>
      <path d="m3 10 9-6 9 6" />
      <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
      <path d="M3 21h18" />
    </>
  ),
  works: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1.5" />
      <rect x="13" y="3" width="8" height="8" rx="1.5" />
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <rect x="13" y="13" width="8" height="8" rx="1.5" />
    </>
  ),
  counts: (
    <>
      <path d="M4 20h16" />
      <path d="M7 16v-3M12 16V8M17 16V5" />
    </>
  ),
  ranks: (
    <>
      <path d="M3 20h18" />
      <path d="M4 20v-6h5v6M9.5 20V8h5v12M15 20v-4h5v4" />
    </>
  ),
  share: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9h9" />
    </>
  ),
  arrow: (
    <>
      <path d="M4 12h15" />
      <path d="m14 7 5 5-5 5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof shapes;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
