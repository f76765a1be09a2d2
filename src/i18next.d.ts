// Typed translation keys: a key missing from locales/en fails type checking. (locale-parity
// keeps ko in step with en.)
import 'i18next';
import type assets from '../locales/en/assets.json';
import type account from '../locales/en/account.json';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type competition from '../locales/en/competition.json';
import type entries from '../locales/en/entries.json';
import type errors from '../locales/en/errors.json';
import type faq from '../locales/en/faq.json';
import type home from '../locales/en/home.json';
import type introduction from '../locales/en/introduction.json';
import type library from '../locales/en/library.json';
import type notifications from '../locales/en/notifications.json';
import type notices from '../locales/en/notices.json';
import type operator from '../locales/en/operator.json';
import type policies from '../locales/en/policies.json';
import type qna from '../locales/en/qna.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      errors: typeof errors;
      account: typeof account;
      policies: typeof policies;
      home: typeof home;
      competition: typeof competition;
      notices: typeof notices;
      faq: typeof faq;
      introduction: typeof introduction;
      library: typeof library;
      entries: typeof entries;
      qna: typeof qna;
      assets: typeof assets;
      notifications: typeof notifications;
      operator: typeof operator;
    };
    defaultVariables: { phone: string; email: string };
  }
}
