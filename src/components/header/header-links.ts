import { paths } from '../../lib/paths';

/** Spec §2 "Header": the main navigation, in the desktop bar and in the phone menu alike. */
export const mainNavigation = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.introduction, key: 'nav.introduction', end: false },
  { to: paths.jobs, key: 'nav.jobs', end: false },
  { to: paths.myEntryList, key: 'nav.myEntries', end: false },
  { to: paths.myAsset, key: 'nav.myAssets', end: false },
] as const;

/** The utility links of the top bar (and of the phone menu). */
export const utilityLinks = [
  { to: paths.audio, key: 'header.freeAudioFont' },
  { to: paths.notices, key: 'header.notice' },
  { to: paths.faq, key: 'header.faq' },
  { to: paths.operationPolicies, key: 'header.policy' },
] as const;
