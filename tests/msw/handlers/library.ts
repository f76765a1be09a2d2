// msw handlers for files, categories, free audio and fonts (contract/files.ts, contract/library.ts).
import type { HttpHandler } from 'msw';

export const libraryHandlers: HttpHandler[] = [];
