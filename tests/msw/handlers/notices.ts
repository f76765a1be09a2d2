// msw handlers for the notices resource (contract/notices.ts).
import type { HttpHandler } from 'msw';

export const noticeHandlers: HttpHandler[] = [];
